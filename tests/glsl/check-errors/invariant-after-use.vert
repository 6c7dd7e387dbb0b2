#version 450
// GLSL 4.60 §4.8.1: `invariant v;` must come before any use of v.
layout(location = 0) out vec4 v;
layout(location = 1) out vec4 w;
invariant w;
void f() { v = vec4(1); w = v; }
invariant v;
void main() { f(); gl_Position = vec4(0); }
invariant gl_Position;
