#version 450
// Prototypes, definitions, overloads and parameter qualifiers.
float sum(float a, float b);
float sum(in float a, const in float b, out float c, inout float d);
void nothing(void);
void arrays(float a[3], vec2[2] b);
vec4 unnamed(vec4, int);
float sum(float a, float b) { return a + b; }
void nothing(void) { return; }
layout(location = 0) out float o;
void main() {
    float c, d = 1.0;
    o = sum(1.0, 2.0) + sum(1.0, 2.0, c, d);
    nothing();
}
