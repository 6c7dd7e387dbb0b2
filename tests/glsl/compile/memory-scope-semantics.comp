#version 450
// GL_KHR_memory_scope_semantics under the Vulkan memory model: the gl_Scope*
// and gl_Semantics* constants, scoped atomics, atomicLoad and atomicStore,
// controlBarrier and memoryBarrier(scope, storage, semantics); coherent,
// devicecoherent, workgroupcoherent and nonprivate accesses carry
// MakePointerAvailable/Visible and NonPrivatePointer, volatile ones Volatile;
// shared variables are workgroupcoherent.
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 64) in;
layout(binding = 0) coherent buffer Flags { uint ready; uint count; };
layout(binding = 1) buffer Data {
    devicecoherent uint published;
    workgroupcoherent uint local_sum;
    nonprivate uint plain;
    volatile uint polled;
};
layout(binding = 2, r32ui) uniform uimage2D counters;
shared uint total;
void main()
{
    uint i = gl_LocalInvocationID.x;
    if (i == 0u)
        total = 0u;
    controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared,
                   gl_SemanticsAcquireRelease | gl_SemanticsMakeAvailable | gl_SemanticsMakeVisible);
    atomicAdd(total, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelaxed);
    atomicStore(ready, i, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    uint r = atomicLoad(ready, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsMakeVisible);
    atomicCompSwap(count, r, 5u, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease,
                   gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
    imageAtomicAdd(counters, ivec2(i, 0), 1u, gl_ScopeQueueFamily, gl_StorageSemanticsImage, gl_SemanticsRelaxed);
    uint seen = imageAtomicLoad(counters, ivec2(0), gl_ScopeDevice, gl_StorageSemanticsImage, gl_SemanticsAcquire);
    memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer | gl_StorageSemanticsImage, gl_SemanticsAcquireRelease);
    published = seen + polled;
    local_sum += total;
    plain = published;
}
