#version 310 es
// GLSL ES 3.20 §4.8.1: only outputs can be invariant (desktop GLSL before
// 4.20 also took the inputs of later stages).
layout(location = 0) in vec4 p;
invariant layout(location = 1) in vec4 q;
layout(location = 0) out vec4 o;
invariant vec4 g;
invariant o;
invariant gl_Position;
void main() { g = q; o = p + g; gl_Position = p; }
