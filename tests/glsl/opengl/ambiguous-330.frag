#version 330
// Before GLSL 4.00 (1.50 6.1): with no exact match, a call that more than
// one overload takes through conversions is an error, even where 4.00
// would find one better.
uniform int i;
uniform float x;
uniform ivec2 v;
out vec4 color;
float f(float a, float b) { return a + b; }
float f(float a, int b) { return a + float(b); }
float g(vec2 a) { return a.x; }
void main()
{
    color = vec4(f(x, i) + g(v));
    color += vec4(f(i, i));
}
