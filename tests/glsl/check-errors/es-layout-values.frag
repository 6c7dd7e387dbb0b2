#version 310 es
// GLSL ES 3.20 §4.4: a layout-qualifier-value is an integer literal (desktop
// GLSL takes constant expressions).
precision highp float;
const int base = 1;
layout(location = base + 1) in vec4 a;
layout(location = 0) out vec4 o;
layout(binding = base) uniform U { vec4 v; } ubs[2][2];
void main() { o = a + ubs[0][1].v; }
