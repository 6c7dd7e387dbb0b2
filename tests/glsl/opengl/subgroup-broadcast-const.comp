#version 450
// GL_KHR_shader_subgroup: constant ids of subgroupBroadcast.
#extension GL_KHR_shader_subgroup_ballot : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { float f[]; };
const uint first = 1u;

void main()
{
    f[0] = subgroupBroadcast(f[1], 3u);
    f[1] = subgroupBroadcast(f[2], first + 1u);
}
