#version 450
// GL_EXT_shader_subgroup_extended_types_*: subgroup functions of 8-, 16- and
// 64-bit integers and float16_t (the types come with the explicit arithmetic
// types; the 8- and 16-bit ones are converted through 32-bit buffer members).
// target-env: vulkan1.1
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_subgroup_extended_types_int8 : require
#extension GL_EXT_shader_subgroup_extended_types_int16 : require
#extension GL_EXT_shader_subgroup_extended_types_int64 : require
#extension GL_EXT_shader_subgroup_extended_types_float16 : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { ivec4 i; uvec2 u; vec2 f; i64vec2 l; u64vec2 ul; uint r; };
void main()
{
    i8vec4 c = subgroupAdd(i8vec4(i));
    u16vec2 s = subgroupInclusiveMax(u16vec2(u));
    f16vec2 h = subgroupBroadcast(f16vec2(f), 1) + subgroupShuffle(f16vec2(f), 0u);
    i16vec2 si = subgroupShuffleXor(i16vec2(i.xy), 1u);
    uint8_t b = subgroupBroadcastFirst(uint8_t(u.x));
    i = ivec4(c) + ivec4(si, 0, 0);
    u = uvec2(s) + uint(b);
    f = vec2(h);
    l = subgroupExclusiveMul(l) + subgroupMin(l);
    ul = subgroupXor(ul) | subgroupShuffle(ul, 3u);
    r = subgroupAllEqual(l.x) ? 1u : 0u;
}
