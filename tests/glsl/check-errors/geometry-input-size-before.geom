#version 450
// §4.3.4: a geometry input's size must agree with the input primitive,
// declared before or after the array.
layout(location = 0) in vec4 v[4];
layout(location = 1) in vec4 w[3];
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main() { gl_Position = v[0] + w[0]; EmitVertex(); }
