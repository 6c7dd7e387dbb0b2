#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint x; };
void main()
{
    atomicAdd(x, 1u, 7, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    atomicAdd(x, 1u, gl_ScopeDevice, gl_SemanticsAcquire, gl_SemanticsRelaxed);
    atomicAdd(x, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_StorageSemanticsShared);
    atomicStore(x, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsMakeAvailable);
    atomicLoad(x, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed | gl_SemanticsMakeVisible);
    atomicCompSwap(x, 1u, 2u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire,
                   gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    atomicCompSwap(x, 1u, 2u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsVolatile,
                   gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
    memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsNone, gl_SemanticsAcquireRelease);
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsAcquire);
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared,
                   gl_SemanticsAcquire | gl_SemanticsVolatile);
}
