#version 450
// GL_EXT_shader_atomic_int64: every atomic on 64-bit integers in buffer and
// shared memory (Int64Atomics), plain and scoped, atomicLoad/atomicStore too.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_atomic_int64 : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { int64_t s; uint64_t u; };
shared uint64_t su;
void main()
{
    int64_t x = atomicAdd(s, 1l) + atomicMin(s, -2l) + atomicMax(s, 3l);
    uint64_t y = atomicAnd(u, 0xfful) | atomicOr(su, 1ul) | atomicXor(u, 2ul);
    y += atomicExchange(su, y) + atomicCompSwap(u, 4ul, 5ul);
    y += atomicLoad(u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
    atomicStore(s, x, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    atomicAdd(su, y, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelaxed);
}
