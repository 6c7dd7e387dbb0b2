#version 300 es
// GLSL ES 3.00 4.3.8: layout(location) is for vertex inputs and fragment
// outputs; a vertex output gets one from 3.10 on.
layout(location = 0) in vec4 pos;
layout(location = 1) out vec4 tint;
void main() { gl_Position = pos; tint = pos; }
