#version 450
// GL_KHR_shader_subgroup_quad: subgroupQuadBroadcast with a constant id, and the
// three swaps, OpGroupNonUniformQuadSwap with direction 0, 1 and 2.
// target-env: vulkan1.1
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; dvec4 d; ivec4 i; uvec4 u; bvec4 b; };
void main()
{
    f.x = subgroupQuadBroadcast(f.x, 0); f.xy = subgroupQuadSwapHorizontal(f.xy);
    f.xyz = subgroupQuadSwapVertical(f.xyz); f = subgroupQuadSwapDiagonal(f);
    d = subgroupQuadBroadcast(d, 1u) + subgroupQuadSwapDiagonal(d);
    i.xy = subgroupQuadBroadcast(i.xy, 2); i = subgroupQuadSwapHorizontal(i);
    u.xyz = subgroupQuadSwapVertical(u.xyz); u = subgroupQuadBroadcast(u, 3);
    b.x = subgroupQuadSwapHorizontal(b.x); b = subgroupQuadBroadcast(b, 3);
}
