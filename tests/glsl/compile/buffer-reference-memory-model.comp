#version 450
// Buffer references under the Vulkan memory model: the block's qualifiers
// (coherent: queue-family scope) and those of the variable a reference is
// reached through (nonprivate, devicecoherent) become each access's memory
// operands, after Aligned; scoped atomics and atomicLoad/atomicStore through
// references.
#pragma use_vulkan_memory_model
#extension GL_EXT_buffer_reference : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430, buffer_reference_align = 4) coherent buffer Shared { uint flag; uint data[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Plain { uint value; };
layout(push_constant) uniform P { Shared shared_ref; Plain plain_ref; };
void main()
{
    nonprivate Plain p = plain_ref;
    devicecoherent Plain d = plain_ref;
    shared_ref.data[1] = p.value;
    d.value = shared_ref.data[2];
    atomicStore(shared_ref.flag, 1u, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                gl_SemanticsRelease | gl_SemanticsMakeAvailable);
    p.value = atomicLoad(shared_ref.flag, gl_ScopeDevice, gl_StorageSemanticsBuffer,
                         gl_SemanticsAcquire | gl_SemanticsMakeVisible);
    atomicAdd(d.value, 2u, gl_ScopeWorkgroup, gl_StorageSemanticsBuffer, gl_SemanticsRelaxed);
}
