#version 450
// GL_NV_shader_subgroup_partitioned: subgroupPartitionNV (no scope) and the
// partitioned reductions and scans, GroupNonUniformPartitionedNV and
// SPV_NV_shader_subgroup_partitioned. It implies GL_KHR_shader_subgroup_basic.
// target-env: vulkan1.1
#extension GL_NV_shader_subgroup_partitioned : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; dvec2 d; ivec4 i; uvec4 u; bvec2 b; uvec4 p; };
void main()
{
    uvec4 ballot = subgroupPartitionNV(f.x) | subgroupPartitionNV(d) | subgroupPartitionNV(i.xyz) |
                   subgroupPartitionNV(u) | subgroupPartitionNV(b);
    p = ballot;
    p.w = gl_SubgroupSize;
    f = subgroupPartitionedAddNV(f, ballot) + subgroupPartitionedInclusiveMulNV(f, ballot) +
        subgroupPartitionedExclusiveMinNV(f, ballot);
    d = subgroupPartitionedMaxNV(d, ballot);
    i = subgroupPartitionedAndNV(i, ballot) + subgroupPartitionedInclusiveOrNV(i, ballot) +
        subgroupPartitionedExclusiveXorNV(i, ballot) + subgroupPartitionedMinNV(i, ballot);
    u.x = subgroupPartitionedExclusiveAddNV(u.x, ballot) + subgroupPartitionedInclusiveMaxNV(u.x, ballot);
    b = subgroupPartitionedOrNV(b, ballot); b.x = subgroupPartitionedInclusiveAndNV(b.x, ballot);
}
