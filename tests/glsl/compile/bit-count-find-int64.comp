// bitCount, findLSB and findMSB of 64-bit integers give 32-bit ints
// (GL_ARB_gpu_shader_int64). Vulkan takes the bit instructions on 32-bit
// integers only (VUID-StandaloneSpirv-Base-04781): the value is split into
// its halves, their results combined (the high half's bit number | 32);
// a negative value's findMSB is its complement's (x ^ (x >> 63)).
#version 450
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int64_t a; u64vec2 b; ivec4 r; };
void main()
{
    r = ivec4(bitCount(a), findLSB(a), findMSB(a), findMSB(b).y);
    r.xy += bitCount(b) + findLSB(b);
}
