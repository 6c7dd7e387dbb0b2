#version 450
// target-env: vulkan1.3
// GL_AMD_shader_image_load_store_lod under the Vulkan memory model: the lod
// forms take the texel operands imageLoad and imageStore take, after Lod in
// the order of the mask bits (Lod 0x2, MakeTexelAvailable 0x100,
// MakeTexelVisible 0x200, NonPrivateTexel 0x400, VolatileTexel 0x800), the
// availability or visibility scope after the lod: a coherent image's
// (QueueFamily), a devicecoherent one's (Device).
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
#extension GL_AMD_shader_image_load_store_lod : require
layout(local_size_x = 1) in;
layout(binding = 0, rgba32f) coherent uniform image2D shared_image;
layout(binding = 1, rgba32f) devicecoherent uniform image2D device_image;
layout(binding = 2, rgba32f) volatile uniform image2D polled_image;
layout(binding = 3, rgba32f) nonprivate uniform image2D private_image;
layout(binding = 4, rgba32f) uniform image2D plain_image;
layout(binding = 5, rgba32f) coherent uniform image2DArray sparse_image;
void main()
{
    vec4 t = imageLoadLodAMD(shared_image, ivec2(0), 1);
    imageStoreLodAMD(shared_image, ivec2(1), 2, t);
    t += imageLoadLodAMD(device_image, ivec2(2), 3);
    imageStoreLodAMD(device_image, ivec2(3), 1, t);
    t += imageLoadLodAMD(polled_image, ivec2(4), 1);
    imageStoreLodAMD(private_image, ivec2(5), 2, t);
    imageStoreLodAMD(plain_image, ivec2(6), 3, t);
    vec4 s;
    int code = sparseImageLoadLodAMD(sparse_image, ivec3(0), 1, s);
    imageStoreLodAMD(plain_image, ivec2(7), code, s);
}
