#version 450
// GL_KHR_shader_subgroup_vote: subgroupAll/Any of bool, subgroupAllEqual of every
// genType, genDType, genIType, genUType and genBType size.
// target-env: vulkan1.1
#extension GL_KHR_shader_subgroup_vote : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Data { vec4 f; dvec4 d; ivec4 i; uvec4 u; uint r[24]; };
void main()
{
    uint k = 0u;
    r[k++] = subgroupAll(f.x > 0.0) ? 1u : 0u;
    r[k++] = subgroupAny(i.x > 0) ? 1u : 0u;
    r[k++] = uint(subgroupAllEqual(f.x)) + uint(subgroupAllEqual(f.xy)) + uint(subgroupAllEqual(f.xyz)) +
             uint(subgroupAllEqual(f));
    r[k++] = uint(subgroupAllEqual(d.x)) + uint(subgroupAllEqual(d.xy)) + uint(subgroupAllEqual(d.xyz)) +
             uint(subgroupAllEqual(d));
    r[k++] = uint(subgroupAllEqual(i.x)) + uint(subgroupAllEqual(i.xy)) + uint(subgroupAllEqual(i.xyz)) +
             uint(subgroupAllEqual(i));
    r[k++] = uint(subgroupAllEqual(u.x)) + uint(subgroupAllEqual(u.xy)) + uint(subgroupAllEqual(u.xyz)) +
             uint(subgroupAllEqual(u));
    r[k++] = uint(subgroupAllEqual(i.x < 0)) + uint(subgroupAllEqual(lessThan(i.xy, ivec2(0)))) +
             uint(subgroupAllEqual(lessThan(i.xyz, ivec3(0)))) + uint(subgroupAllEqual(lessThan(i, ivec4(0))));
}
