#version 450
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint x; };
layout(binding = 1, r32ui) uniform uimage2D img;
void main()
{
    uint a = atomicLoad(x, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsRelease);
    atomicStore(x, a, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire);
    uint b = imageAtomicLoad(img, ivec2(0), gl_ScopeDevice, gl_StorageSemanticsImage, gl_SemanticsAcquireRelease);
    atomicAdd(x, b, gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquire | gl_SemanticsRelease);
}
