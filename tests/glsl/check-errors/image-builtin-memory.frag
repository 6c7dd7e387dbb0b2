#version 450
#extension GL_AMD_shader_image_load_store_lod : enable
#extension GL_ARB_sparse_texture2 : enable
// GLSL 4.60 §4.10 and §8.12: a memory qualifier may be added but never
// dropped when an image is passed to a function. The built-ins' image
// parameters are readonly (loads), writeonly (stores), neither (atomics,
// which read and write) and both (imageSize, imageSamples); the AMD lod
// forms (GL_AMD_shader_image_load_store_lod) are declared like imageLoad and
// imageStore. glslang refuses each of these ("argument cannot drop memory
// qualifier when passed to formal parameter").
layout(set = 0, binding = 0, rgba32f) uniform readonly image2D ri;
layout(set = 0, binding = 1, rgba32f) uniform writeonly image2D wi;
layout(set = 0, binding = 2, r32ui) uniform readonly uimage2D ra;
layout(set = 0, binding = 3, r32ui) uniform writeonly uimage2D wa[2];
layout(set = 0, binding = 4, rgba32f) uniform readonly image2DArray rs;
layout(location = 0) out vec4 color;

void param(readonly image2D p) { imageStore(p, ivec2(0), vec4(0.0)); }

void main()
{
    imageStoreLodAMD(ri, ivec2(0), 1, vec4(1.0));
    color = imageLoadLodAMD(wi, ivec2(0), 1);
    imageStore(ri, ivec2(0), vec4(1.0));
    color += imageLoad(wi, ivec2(0));
    imageAtomicAdd(ra, ivec2(0), 1u);
    imageAtomicExchange(wa[1], ivec2(0), 1u);
    imageAtomicCompSwap(ra, ivec2(0), 1u, 2u);
    vec4 t;
    sparseImageLoadARB(wi, ivec2(0), t);
    color += vec4(imageSize(ri), imageSize(wi)) + t;
    param(ri);
}
