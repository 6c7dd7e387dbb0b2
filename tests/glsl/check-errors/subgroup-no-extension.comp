#version 450
// Subgroup built-ins exist only with their extension: each error names it.
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_EXT_shader_subgroup_extended_types_int8 : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint x[]; };
void main()
{
    x[0] = gl_SubgroupSize + gl_NumSubgroups;   // basic: fine
    x[1] = gl_SubgroupEqMask.x;                 // ballot
    x[2] = subgroupAll(x[3] > 0u) ? 1u : 0u;    // vote
    x[3] = subgroupAdd(x[4]);                   // arithmetic
    x[4] = subgroupShuffle(x[5], 1u);           // shuffle
    x[5] = subgroupShuffleUp(x[6], 1u);         // shuffle_relative
    x[6] = subgroupClusteredOr(x[7], 2u);       // clustered
    x[7] = subgroupQuadSwapVertical(x[8]);      // quad
    x[8] = subgroupPartitionNV(x[9]).x;         // GL_NV_shader_subgroup_partitioned
    x[9] = readFirstInvocationARB(x[10]);       // GL_ARB_shader_ballot
    x[10] = gl_SubGroupSizeARB;
    x[11] = anyInvocationARB(true) ? 1u : 0u;   // GL_ARB_shader_group_vote
}
