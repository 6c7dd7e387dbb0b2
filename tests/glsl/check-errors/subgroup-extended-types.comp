#version 450
// 8-, 16- and 64-bit values (and float16_t) in subgroup functions need
// GL_EXT_shader_subgroup_extended_types_*; double and the ballot's own uvec4 do not.
#extension GL_EXT_shader_explicit_arithmetic_types : enable
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_KHR_shader_subgroup_ballot : enable
#extension GL_EXT_shader_subgroup_extended_types_int16 : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { int i; dvec2 d; int64_t l; float f; uvec4 m; };
void main()
{
    i = int(subgroupAdd(int8_t(i)));
    i += int(subgroupMin(int16_t(i)));
    l = subgroupMax(l);
    f = float(subgroupBroadcastFirst(float16_t(f)));
    d = subgroupMul(d);
    m.x = subgroupBallotBitCount(m);
}
