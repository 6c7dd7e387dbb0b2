#version 450
// GLSL 4.60 §4.3.4: 'patch' on an input only in a tessellation evaluation shader.
layout(location = 0) patch in vec4 p;
layout(location = 0) out vec4 c;
void main() { c = p; }
