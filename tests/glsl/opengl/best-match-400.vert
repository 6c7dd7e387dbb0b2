#version 400
// GLSL 4.00 6.1: an overload is chosen when no argument converts worse
// for it than for another and one converts better. f: int to uint and int
// to float are equally good, and an exact match beats uint to float, so
// f(uvec4, uvec4) takes (ivec4, uvec4). h: int to float beats int to
// double.
uniform ivec4 u1;
uniform uvec4 u2;
uniform int i;
out vec4 result;
vec4 f(vec4 a, vec4 b) { return a * b; }
vec4 f(uvec4 a, uvec4 b) { return vec4(a - b); }
float h(float a) { return a; }
float h(double a) { return float(a); }
void main()
{
    result = f(u1, u2) + vec4(h(i));
    gl_Position = vec4(0.0);
}
