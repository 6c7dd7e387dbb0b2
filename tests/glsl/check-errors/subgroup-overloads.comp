#version 450
// Each subgroup function takes the types its extension gives it: no bool
// arithmetic, no float bitwise operations, bool votes only.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_KHR_shader_subgroup_vote : enable
#extension GL_KHR_shader_subgroup_ballot : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { float f; bool b; uint u; };
void main()
{
    b = subgroupAdd(b);
    f = subgroupAnd(f);
    b = subgroupAll(u);
    u = subgroupBallotBitCount(u);
}
