#version 450
// GL_KHR_shader_subgroup_clustered: every operation with a ClusteredReduce over
// a constant power-of-two cluster size (a const variable will do).
// target-env: vulkan1.1
#extension GL_KHR_shader_subgroup_clustered : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; dvec2 d; ivec4 i; uvec4 u; bvec2 b; };
const uint four = 4u;
void main()
{
    f.x = subgroupClusteredAdd(f.x, 1); f.xy = subgroupClusteredMul(f.xy, 2u);
    f.xyz = subgroupClusteredMin(f.xyz, four); f = subgroupClusteredMax(f, 8);
    d = subgroupClusteredAdd(d, 2) + subgroupClusteredMax(d, 4);
    i = subgroupClusteredMin(i, 2) + subgroupClusteredAnd(i, 2) + subgroupClusteredOr(i, 4) +
        subgroupClusteredXor(i, 8);
    u = subgroupClusteredMax(u, 16) + subgroupClusteredMul(u, 2) + subgroupClusteredAnd(u, 4) +
        subgroupClusteredXor(u, four * 2u);
    b = subgroupClusteredAnd(b, 2); b.x = subgroupClusteredOr(b.x, 4); b = subgroupClusteredXor(b, 1);
}
