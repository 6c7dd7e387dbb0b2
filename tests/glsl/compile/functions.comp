#version 450
// User functions: value, out and inout parameters, overloads, arrays and structs.
layout(local_size_x = 1) in;
struct S { vec2 p; int k; };
layout(std430, binding = 0) buffer B { float f; int i; S s; };
float twice(float x) { return x * 2.0; }
int twice(int x) { return x * 2; }
void split(in float x, out int whole, inout float rest) { whole = int(x); rest += x - float(whole); }
S make(float a, int b) { return S(vec2(a, a), b); }
void main() {
    f = twice(f);
    i = twice(i);
    float r = 0.0;
    split(f, i, r);
    s = make(r, i);
}
