#version 450
// target-env: vulkan1.1
// The Vulkan memory model without the pragma: nonprivate and the scoped
// coherent qualifiers exist only in it, so using one selects it. coherent is
// queuefamilycoherent there, volatile implies it; image loads and stores
// take MakeTexelVisible/Available, NonPrivateTexel and VolatileTexel. The
// Device scope GLSL's plain atomics and barriers imply is QueueFamily here.
// (A Subgroup memory scope needs Vulkan 1.1, or a subgroup extension at 1.0.)
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B {
    devicecoherent uint device_value;
    queuefamilycoherent uint family_value;
    subgroupcoherent uint subgroup_value;
    nonprivate uint plain_value;
};
layout(binding = 1, r32ui) coherent uniform uimage2D shared_image;
layout(binding = 2, r32ui) volatile uniform uimage2D polled_image;
layout(binding = 3, r32ui) nonprivate uniform uimage2D private_image;
void main()
{
    uint a = device_value + family_value + plain_value;
    subgroup_value = a;
    imageStore(shared_image, ivec2(0), uvec4(a));
    a += imageLoad(polled_image, ivec2(1)).x + imageLoad(private_image, ivec2(2)).x;
    imageStore(private_image, ivec2(3), uvec4(a));
    memoryBarrier();
    atomicAdd(family_value, 1u);
}
