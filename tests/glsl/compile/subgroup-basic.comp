#version 450
// GL_KHR_shader_subgroup_basic: the four compute built-ins (gl_SubgroupSize and
// gl_SubgroupInvocationID mediump, so RelaxedPrecision), subgroupElect() and the
// subgroup barriers at Subgroup scope, as glslangValidator lowers them.
// target-env: vulkan1.1 vulkan1.3
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 8, local_size_y = 8) in;
layout(std430, binding = 0) buffer Data { uint a[]; };
shared uint s[64];
void main()
{
    a[gl_SubgroupSize] = gl_SubgroupInvocationID + gl_SubgroupSize;
    a[gl_NumSubgroups] = gl_SubgroupID;
    a[gl_SubgroupID] = subgroupElect() ? 1u : 0u;
    s[gl_LocalInvocationIndex] = gl_SubgroupInvocationID;
    subgroupBarrier();
    subgroupMemoryBarrier();
    subgroupMemoryBarrierBuffer();
    subgroupMemoryBarrierShared();
    subgroupMemoryBarrierImage();
    a[gl_LocalInvocationIndex] = s[gl_LocalInvocationIndex ^ 1u];
}
