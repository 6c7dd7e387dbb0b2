#version 450
// GL_KHR_shader_subgroup_clustered: the cluster size is a constant integer
// expression, a power of two, at least 1 (no specialization constant).
#extension GL_KHR_shader_subgroup_clustered : enable
layout(local_size_x = 8) in;
layout(constant_id = 0) const uint N = 4u;
layout(std430, binding = 0) buffer B { vec4 f; ivec4 i; uint a; };
void main()
{
    const int two = 2;
    f.xy = subgroupClusteredAdd(f.xy, 0);
    f.x = subgroupClusteredMul(f.x, 3);
    i.xyz = subgroupClusteredMin(i.xyz, 6);
    f.x = subgroupClusteredMax(f.x, -1);
    i.x = subgroupClusteredOr(i.x, a);
    i.xy = subgroupClusteredXor(i.xy, two + int(a));
    i = subgroupClusteredAnd(i, N);
    i = subgroupClusteredAnd(i, two * 4);
}
