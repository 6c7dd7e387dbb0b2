#version 450
// The extended types extensions do not imply GL_KHR_shader_subgroup_basic.
#extension GL_EXT_shader_subgroup_extended_types_float16 : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint x; };
void main()
{
    x = gl_SubgroupInvocationID;
    subgroupBarrier();
}
