#version 450
// 64-bit atomics without a scope need GL_EXT_shader_atomic_int64 (or
// GL_NV_shader_atomic_int64); the type extension is not enough. With a
// scope (GL_KHR_memory_scope_semantics) the type alone will do, as glslang
// reads it.
#extension GL_ARB_gpu_shader_int64 : enable
#extension GL_KHR_memory_scope_semantics : enable
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { int64_t v; uint64_t u; };
void main()
{
    atomicMin(v, 1l);
    atomicAdd(u, 1ul);
    atomicAdd(u, 1ul, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
}
