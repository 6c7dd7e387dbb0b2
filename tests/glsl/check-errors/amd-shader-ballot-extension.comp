#version 450
// GL_AMD_shader_ballot's functions exist only with the extension;
// ballotARB() stays GL_ARB_shader_ballot's (as glslangValidator reads it).
#extension GL_ARB_gpu_shader_int64 : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { float f; uint u; uint64_t m; };
void main()
{
    f = addInvocationsAMD(f);
    f = minInvocationsNonUniformAMD(f);
    u = maxInvocationsExclusiveScanAMD(u);
    f = swizzleInvocationsAMD(f, uvec4(1, 0, 3, 2));
    u = writeInvocationAMD(u, 1u, 0u);
    u = mbcntAMD(m);
    m = ballotARB(true);
}
