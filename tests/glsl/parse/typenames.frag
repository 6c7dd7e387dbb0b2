#version 450
// Struct names change how statements parse: S(x) constructs, a * b multiplies,
// and a variable can hide a type name.
struct S { float x; };
layout(location = 0) out float o;
void main() {
    float a = 1.0, b = 2.0;
    a * b;
    S s = S(a);
    S(b);
    S[2] arr = S[2](s, S(b));
    {
        float S = 3.0;
        a = S * b;
    }
    o = s.x + arr[1].x + a;
}
