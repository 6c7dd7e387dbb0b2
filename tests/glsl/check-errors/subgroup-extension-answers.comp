#version 450
// target-env: vulkan1.1
// A subgroup function's extension and its value type's, asked at every
// call in turn, then one of them disabled: the checker's answers
// (check_extension_enabled's, two ways by address) follow each directive.
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_KHR_shader_subgroup_ballot : enable
#extension GL_EXT_shader_explicit_arithmetic_types : enable
#extension GL_EXT_shader_subgroup_extended_types_int8 : enable
#extension GL_EXT_shader_subgroup_extended_types_int16 : enable
#extension GL_EXT_shader_subgroup_extended_types_int64 : enable
#extension GL_EXT_shader_subgroup_extended_types_float16 : enable
layout(local_size_x = 8) in;
layout(binding = 0) buffer B { int8_t i8; int16_t i16; int64_t i64; float16_t f16; uint u; } b;

void first()
{
    b.i8 = subgroupAdd(b.i8);
    b.i16 = subgroupMul(b.i16);
    b.i64 = subgroupMin(b.i64);
    b.f16 = subgroupMax(b.f16);
    b.u = subgroupBroadcastFirst(b.u);
    b.i8 = subgroupInclusiveAdd(b.i8);
}

#extension GL_EXT_shader_subgroup_extended_types_int8 : disable
#extension GL_EXT_shader_subgroup_extended_types_float16 : disable

void main()
{
    first();
    b.i16 = subgroupAdd(b.i16);
    b.i8 = subgroupAdd(b.i8);
    b.i64 = subgroupExclusiveAdd(b.i64);
    b.f16 = subgroupMin(b.f16);
    b.i8 = subgroupMax(b.i8);
    b.u = subgroupBroadcastFirst(b.u);
}
