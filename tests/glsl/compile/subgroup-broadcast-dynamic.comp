#version 450
// From SPIR-V 1.5 (Vulkan 1.2) the id of subgroupBroadcast and
// subgroupQuadBroadcast may be dynamically uniform rather than constant.
// target-env: vulkan1.2 vulkan1.3
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { uint id; vec4 f; uvec2 u; };
void main()
{
    f = subgroupBroadcast(f, id);
    u = subgroupQuadBroadcast(u, id & 3u);
}
