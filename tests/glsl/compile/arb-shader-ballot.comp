#version 450
// GL_ARB_shader_ballot: SPV_KHR_shader_ballot, which needs no SPIR-V 1.3. The
// uint64_t masks are uvec4 built-ins read as their low two words; ballotARB()
// likewise; readInvocationARB() and readFirstInvocationARB() go per component.
// target-env: vulkan1.0 vulkan1.1
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_ARB_shader_ballot : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; ivec2 i; uint u; uint64_t m; };
void main()
{
    uint invocation = (gl_SubGroupInvocationARB + gl_SubGroupSizeARB) % 4u;
    uint64_t all = gl_SubGroupEqMaskARB | gl_SubGroupGeMaskARB | gl_SubGroupGtMaskARB | gl_SubGroupLeMaskARB |
                   gl_SubGroupLtMaskARB;
    m = ballotARB(f.x > 0.0) & all;
    f = readInvocationARB(f, invocation);
    f.x = readFirstInvocationARB(f.x);
    i = readFirstInvocationARB(i) + readInvocationARB(i, 1u);
    u = readInvocationARB(u, 0u);
}
