#version 450
// Operators on scalars, vectors and matrices, with implicit conversions.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int i; uint u; float f; vec3 v; mat3 m; ivec2 iv; };
void main() {
    f = f * 2.0 + float(i) - 1;
    u = u << 2 | u >> 1u ^ uint(i) & 0xffu;
    i = -i % 7 + i / 3;
    v = m * v + v * m - v * 0.5;
    m = m * m + 1.0;
    iv = ~iv + ivec2(i, 2) * 3;
    v.zx = v.xz;
    f += float(u > 3u && i != 0 || !(f < 1.0));
}
