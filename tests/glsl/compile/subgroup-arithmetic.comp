#version 450
// GL_KHR_shader_subgroup_arithmetic: Add, Mul, Min, Max over float, double, int
// and uint (F/I/S/U opcodes), And, Or, Xor over int, uint (bitwise) and bool
// (logical), each as a reduction and an inclusive and exclusive scan.
// target-env: vulkan1.1
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; dvec4 d; ivec4 i; uvec4 u; bvec4 b; };
void main()
{
    f.x = subgroupAdd(f.x); f.xy = subgroupMul(f.xy); f.xyz = subgroupMin(f.xyz); f = subgroupMax(f);
    f = subgroupInclusiveAdd(f) + subgroupInclusiveMul(f) + subgroupInclusiveMin(f) + subgroupInclusiveMax(f);
    f = subgroupExclusiveAdd(f) + subgroupExclusiveMul(f) + subgroupExclusiveMin(f) + subgroupExclusiveMax(f);
    d.x = subgroupAdd(d.x); d.xy = subgroupInclusiveMul(d.xy); d.xyz = subgroupExclusiveMin(d.xyz);
    d = subgroupMax(d);
    i.x = subgroupAdd(i.x); i.xy = subgroupMul(i.xy); i.xyz = subgroupMin(i.xyz); i = subgroupMax(i);
    i = subgroupAnd(i) | subgroupOr(i) ^ subgroupXor(i);
    i = subgroupInclusiveAnd(i) + subgroupInclusiveOr(i) + subgroupInclusiveXor(i) + subgroupInclusiveMin(i);
    i = subgroupExclusiveAnd(i) + subgroupExclusiveOr(i) + subgroupExclusiveXor(i) + subgroupExclusiveMax(i);
    u.x = subgroupAdd(u.x); u.xy = subgroupMul(u.xy); u.xyz = subgroupMin(u.xyz); u = subgroupMax(u);
    u = subgroupAnd(u) + subgroupInclusiveOr(u) + subgroupExclusiveXor(u) + subgroupExclusiveAdd(u);
    b.x = subgroupAnd(b.x); b.xy = subgroupOr(b.xy); b.xyz = subgroupXor(b.xyz);
    b = subgroupInclusiveAnd(b); b = subgroupExclusiveOr(b); b = subgroupInclusiveXor(b);
    b = subgroupExclusiveAnd(b);
}
