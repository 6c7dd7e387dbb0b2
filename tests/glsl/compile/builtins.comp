#version 450
// Built-in functions lowered to GLSL.std.450 and core opcodes.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { vec4 v; float f; int i; uint u; bvec2 b; mat2 m; };
void main() {
    v = clamp(v, 0.0, 1.0) + mix(v, v.wzyx, 0.25) + step(0.5, v);
    f = dot(v.xy, v.zw) + length(v) + distance(v.xy, v.yx) + sin(f) * pow(f, 2.0);
    i = findMSB(i) + bitCount(u) + abs(i) + clamp(i, -3, 3) + max(i, 0);
    u = packHalf2x16(v.xy) + bitfieldExtract(u, 2, 3);
    b = lessThan(v.xy, v.zw);
    m = transpose(m) * inverse(m) + outerProduct(v.xy, v.zw);
    f += determinant(m) + float(all(b)) + fract(f) + mod(f, 3.0);
}
