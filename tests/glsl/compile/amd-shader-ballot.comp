#version 450
// GL_AMD_shader_ballot: SPV_AMD_shader_ballot at SPIR-V 1.0. The min/max/add
// reductions and scans are OpGroup* (Groups), their NonUniform forms
// OpGroup*NonUniformAMD, one per component at Subgroup scope; the swizzles,
// writeInvocationAMD and mbcntAMD are instructions of its extended set.
#extension GL_ARB_gpu_shader_int64 : enable
#extension GL_AMD_gpu_shader_half_float : enable
#extension GL_ARB_shader_ballot : enable
#extension GL_AMD_shader_ballot : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; ivec2 i; uint u; double d; int64_t l; float16_t h; };
void main()
{
    f.x = minInvocationsAMD(f.x);
    i = maxInvocationsAMD(i);
    u = addInvocationsAMD(u);
    d = minInvocationsInclusiveScanAMD(d);
    l = maxInvocationsExclusiveScanAMD(l);
    h = addInvocationsNonUniformAMD(h);
    f.xy = minInvocationsInclusiveScanNonUniformAMD(f.xy);
    u = maxInvocationsExclusiveScanNonUniformAMD(u);
    i = addInvocationsExclusiveScanNonUniformAMD(i);
    f = swizzleInvocationsAMD(f, uvec4(1, 0, 3, 2));
    i = swizzleInvocationsMaskedAMD(i, uvec3(0x1f, 0, 0));
    u = writeInvocationAMD(u, 7u, 0u);
    u = mbcntAMD(ballotARB(f.x > 0.0));
}
