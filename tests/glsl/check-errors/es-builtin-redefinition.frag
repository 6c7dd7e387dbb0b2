#version 310 es
// GLSL ES 3.20 §6.1: a shader cannot redeclare, redefine or overload a
// built-in function (desktop GLSL lets it overload them).
precision highp float;
layout(location = 0) out vec4 o;
float sin(float x) { return x; }
float cos(int x) { return 1.0; }
float abs(float x);
vec4 texture(int x) { return vec4(1.0); }
void main() { o = vec4(sin(1.0) + cos(1)); }
