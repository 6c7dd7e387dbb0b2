#version 450
// Image atomics: OpImageTexelPointer to the texel (Sample 0 unless the image
// is multisampled), then the atomic; signed or unsigned forms by the image type.
layout(local_size_x = 4) in;
layout(set = 0, binding = 0, r32ui) uniform uimage2D counts;
layout(set = 0, binding = 1, r32i) uniform iimage2DMS samples;
layout(set = 0, binding = 2, r32i) uniform iimage1D extremes;
void main()
{
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    uint before = imageAtomicAdd(counts, p, 1u) + imageAtomicMax(counts, p + 1, 7u) + imageAtomicAnd(counts, p, 3u);
    int m = imageAtomicMin(extremes, p.x, -5) + imageAtomicMax(extremes, 0, 9) + imageAtomicExchange(extremes, 1, p.y);
    int s = imageAtomicXor(samples, p, 2, 0x0f) + imageAtomicCompSwap(samples, p, 0, 4, int(before));
    imageAtomicOr(counts, ivec2(0), uint(s + m));
    imageAtomicCompSwap(counts, ivec2(1), 0u, 1u);
}
