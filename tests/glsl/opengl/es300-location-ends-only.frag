#version 300 es
// GLSL ES 3.00 4.3.8: layout(location) is for vertex inputs and fragment
// outputs; a fragment input gets one from 3.10 on.
precision mediump float;
layout(location = 0) out vec4 color;
layout(location = 2) in vec4 tint;
void main() { color = tint; }
