#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint x; int scope; int semantics; };
void main()
{
    atomicAdd(x, 1u, scope, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    atomicStore(x, 2u, gl_ScopeDevice, gl_StorageSemanticsBuffer, semantics);
    controlBarrier(gl_ScopeWorkgroup, scope, gl_StorageSemanticsShared, gl_SemanticsAcquireRelease);
    memoryBarrier(gl_ScopeDevice, semantics, gl_SemanticsAcquireRelease);
}
