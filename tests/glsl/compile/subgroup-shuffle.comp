#version 450
// GL_KHR_shader_subgroup_shuffle and _shuffle_relative over every type: the id,
// mask and delta are uints and may vary per invocation.
// target-env: vulkan1.1
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; dvec4 d; ivec4 i; uvec4 u; bvec4 b; };
void main()
{
    uint id = gl_SubgroupInvocationID;
    f.x = subgroupShuffle(f.x, id ^ 1u); f.xy = subgroupShuffleXor(f.xy, 2u);
    f.xyz = subgroupShuffleUp(f.xyz, 1u); f = subgroupShuffleDown(f, id & 1u);
    d.x = subgroupShuffleXor(d.x, 1u); d.xy = subgroupShuffle(d.xy, 0u); d = subgroupShuffleUp(d, 2u);
    i.x = subgroupShuffleDown(i.x, 1u); i.xyz = subgroupShuffle(i.xyz, id); i = subgroupShuffleXor(i, 3u);
    u.xy = subgroupShuffleUp(u.xy, 1u); u = subgroupShuffleDown(u, 2u) + subgroupShuffle(u, 1);
    b.x = subgroupShuffle(b.x, 0u); b.xy = subgroupShuffleXor(b.xy, 1u); b.xyz = subgroupShuffleUp(b.xyz, 1u);
    b = subgroupShuffleDown(b, 1u);
}
