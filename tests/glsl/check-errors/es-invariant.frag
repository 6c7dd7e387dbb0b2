#version 310 es
// GLSL ES 3.20 §4.8.1: only outputs can be invariant, in declarations and
// in redeclarations.
precision highp float;
invariant layout(location = 0) in vec4 p;
layout(location = 1) in vec4 q;
invariant q;
layout(location = 0) out vec4 o;
invariant o;
void main() { o = p + q; }
