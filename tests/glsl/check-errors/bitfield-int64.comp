// GL_ARB_gpu_shader_int64 gives the 64-bit types bitCount, findLSB and
// findMSB, not bitfieldExtract, bitfieldInsert or bitfieldReverse (Vulkan
// has no 64-bit form of them: VUID-StandaloneSpirv-Base-04781).
#version 450
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int64_t a; u64vec2 b; };
void main()
{
    a = bitfieldExtract(a, 1, 2);
    b = bitfieldInsert(b, b, 3, 4);
    b = bitfieldReverse(b);
    a += int64_t(bitCount(a) + findLSB(b).x + findMSB(a));
}
