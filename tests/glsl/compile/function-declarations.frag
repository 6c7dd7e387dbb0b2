#version 450
// GLSL 4.60 §6.1: prototypes and definitions that agree (unnamed parameters,
// sized arrays, const in, precision qualifiers, a precise return
// type), repeated prototypes, and a definition after its calls.
layout(location = 0) out vec4 color;
float sum(const in float a[3], float);
float sum(const in float a[3], float);
precise float scale(highp float x);
float[2] pair(float x);
void main()
{
    float a[3] = float[3](1.0, 2.0, 3.0);
    float[2] p = pair(scale(2.0));
    color = vec4(sum(a, 4.0), p[0], p[1], 0.0);
}
float sum(const in float a[3], float b) { return a[0] + a[1] + a[2] + b; }
precise float scale(highp float x) { return x * 0.5; }
float[2] pair(float x) { return float[2](x, -x); }
