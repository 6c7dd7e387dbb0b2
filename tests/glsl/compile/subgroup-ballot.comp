#version 450
// GL_KHR_shader_subgroup_ballot: the five masks, ballots and their counts (the
// bit counts as Reduce, InclusiveScan and ExclusiveScan), and broadcasts of
// every type; the ids are constants, as SPIR-V before 1.5 wants.
// target-env: vulkan1.1
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; dvec4 d; ivec4 i; uvec4 u; bvec4 b; uvec4 m; };
void main()
{
    uvec4 all = gl_SubgroupEqMask | gl_SubgroupGeMask | gl_SubgroupGtMask | gl_SubgroupLeMask | gl_SubgroupLtMask;
    uvec4 ballot = subgroupBallot(f.x > 0.0);
    m.x = subgroupBallotBitCount(ballot) + subgroupBallotInclusiveBitCount(ballot) +
          subgroupBallotExclusiveBitCount(ballot);
    m.y = subgroupBallotFindLSB(ballot) + subgroupBallotFindMSB(all);
    m.z = subgroupBallotBitExtract(ballot, 3) ? 1u : 0u;
    m.w = subgroupInverseBallot(all) ? 1u : 0u;
    f.x = subgroupBroadcast(f.x, 1); f.xy = subgroupBroadcast(f.xy, 2u); f.xyz = subgroupBroadcast(f.xyz, 3);
    f = subgroupBroadcast(f, 4) + subgroupBroadcastFirst(f) + subgroupBroadcastFirst(f.x);
    d.x = subgroupBroadcast(d.x, 0); d.xy = subgroupBroadcastFirst(d.xy); d.xyz = subgroupBroadcast(d.xyz, 1);
    d = subgroupBroadcastFirst(d);
    i.x = subgroupBroadcast(i.x, 7); i.xy = subgroupBroadcastFirst(i.xy); i.xyz = subgroupBroadcast(i.xyz, 1);
    i = subgroupBroadcastFirst(i);
    u.x = subgroupBroadcastFirst(u.x); u.xy = subgroupBroadcast(u.xy, 5); u.xyz = subgroupBroadcastFirst(u.xyz);
    u = subgroupBroadcast(u, 6);
    b.x = subgroupBroadcast(b.x, 1); b.xy = subgroupBroadcastFirst(b.xy); b.xyz = subgroupBroadcast(b.xyz, 2);
    b = subgroupBroadcastFirst(b);
}
