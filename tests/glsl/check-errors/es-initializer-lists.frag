#version 310 es
// GLSL ES 3.20 §4.1.11: an initializer is an expression; the brace lists
// of desktop GLSL 4.20 are not in GLSL ES (GL_EXT_null_initializer's {}
// is, with its extension).
precision highp float;
layout(location = 0) out vec4 o;
struct S { float a; vec2 b; };
const float k[2] = { 1.0, 2.0 };
void main()
{
    vec2 v = { 1.0, 2.0 };
    S s = { 1.0, vec2(2.0) };
    o = vec4(v, s.b) + k[0];
}
