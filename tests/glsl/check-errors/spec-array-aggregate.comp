#version 450
// GLSL 4.60 §4.11: "Types containing arrays sized with a specialization
// constant cannot be compared, assigned as aggregates, declared with an
// initializer, or used as an initializer" (glslang refuses the initializers
// only). Their elements can be, and they can be passed to functions.
layout(local_size_x = 1) in;
layout(constant_id = 0) const int N = 2;
struct S { float v[N]; };
layout(std430, binding = 0) buffer Out { float r; };
float first(float a[N]) { return a[0]; }
void main() {
    float a[N];
    float b[N] = a;
    float c[N] = float[N](1.0, 2.0);
    S s, t;
    s = t;
    a = b;
    bool same = a == b;
    a[0] = b[1];
    r = first(a) + (a[0] == b[0] ? 1.0 : 0.0) + s.v[1];
}
