#version 450
// GL_AMD_shader_ballot: the offset of swizzleInvocationsAMD and the mask of
// swizzleInvocationsMaskedAMD are constant expressions (no specialization
// constant); writeInvocationAMD's index need not be one. 32-bit values only.
#extension GL_AMD_shader_ballot : enable
layout(local_size_x = 8) in;
layout(constant_id = 0) const uint N = 1u;
layout(std430, binding = 0) buffer B { vec2 f; uvec4 o; uvec3 k; uint u; double d; };
void main()
{
    const uvec4 swap = uvec4(1, 0, 3, 2);
    f = swizzleInvocationsAMD(f, swap);
    f = swizzleInvocationsAMD(f, o);
    f.x = swizzleInvocationsMaskedAMD(f.x, k);
    u = swizzleInvocationsMaskedAMD(u, uvec3(N, 0, 0));
    u = writeInvocationAMD(u, 1u, u);
    d = swizzleInvocationsAMD(d, swap);
}
