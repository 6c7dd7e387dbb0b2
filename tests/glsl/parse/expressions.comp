#version 450
// Operators: precedence, associativity, and every postfix form.
layout(local_size_x = 8, local_size_y = 1) in;
layout(std430, binding = 0) buffer B { int v[]; uvec4 u; vec4 f; };
void main() {
    int a = 1, b = 2, c = 3;
    a = b = c;
    a += b * c - a / b % c;
    a = a << 1 | b >> 2 & c ^ ~a;
    bool t = a < b && b <= c || a > c ^^ !(a >= c) && a == b || a != c;
    a = t ? b : c ? a : b;
    a = (a, b, c);
    a = -a + +b - -c;
    a++; --b; c--; ++c;
    f.xyz = f.zyx * 2.0;
    f.w = float(v.length()) + f[1];
    u = uvec4(1u, 2u, 0xffu, 017u);
    v[gl_GlobalInvocationID.x] = int(1.5e3) + int(2.0lf) + int(.5f) + int(3.e-2);
}
