#version 450
#extension GL_EXT_shader_atomic_float : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { float f; int64_t l; };
void main()
{
    atomicAdd(f, 1.0);
    atomicMin(f, 2.0);
    atomicAdd(l, 1l);
}
