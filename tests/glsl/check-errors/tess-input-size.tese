#version 450
layout(triangles) in;
layout(location = 0) in vec4 v[4];
layout(location = 1) in Block { vec4 a; } b[3];
void main() { gl_Position = v[0] + b[0].a; }
