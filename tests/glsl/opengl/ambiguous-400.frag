#version 400
// GLSL 4.00 6.1: f(i, x) has one overload that fits; for f(i, i) each
// overload takes one argument exactly and converts the other, so neither
// is better than the other: the call is ambiguous.
uniform int i;
uniform float x;
out vec4 color;
float f(float a, int b) { return a + float(b); }
float f(int a, float b) { return float(a) + b; }
void main()
{
    color = vec4(f(i, x));
    color += vec4(f(i, i));
}
