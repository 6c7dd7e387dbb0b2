#version 450
// target-env: vulkan1.1spv1.4
// GL_EXT_shader_atomic_float (add and exchange of float and double, and
// their scoped forms) and _float2 (min and max, half floats): OpAtomicFAddEXT,
// OpAtomicFMinEXT, OpAtomicFMaxEXT with the AtomicFloat* capability of each
// width and operation.
#extension GL_EXT_shader_atomic_float : require
#extension GL_EXT_shader_atomic_float2 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { float f; double d; float16_t h; };
layout(binding = 1, r32f) uniform image2D img;
shared float sf;
void main()
{
    float a = atomicAdd(f, 1.5);
    a += atomicExchange(sf, a);
    double b = atomicAdd(d, 2.0lf, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    a += atomicMin(f, 0.5) + atomicMax(sf, a);
    float16_t c = atomicMax(h, float16_t(1.0));
    a += imageAtomicAdd(img, ivec2(0), 1.0) + imageAtomicExchange(img, ivec2(1), a);
    f = a + float(b) + float(c);
}
