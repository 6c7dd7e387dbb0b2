#version 450
// target-env: vulkan1.0 opengl4.5
// GL_NV_shader_texture_footprint: each textureFootprint*NV form is one
// OpImageSampleFootprintNV (SPV_NV_shader_image_footprint) whose image
// operands are its lookup's (none, Bias, MinLod, Bias|MinLod, Lod, Grad,
// Grad|MinLod); the footprint members of its result struct { bool, ... }
// are stored to the out argument (here also a buffer member, with its
// explicit layout), and the bool is the call's value.
#extension GL_NV_shader_texture_footprint : require
layout(binding = 0) uniform isampler2D s2;
layout(binding = 1) uniform usampler3D s3;
layout(location = 0) in vec2 p2;
layout(location = 1) in vec3 p3;
layout(location = 2) flat in int granularity;
layout(location = 0) out uint hits;
layout(std430, binding = 2) buffer Result {
    gl_TextureFootprint3DNV stored;
};
void main()
{
    gl_TextureFootprint2DNV fp;
    const bool coarse = true;
    uint n = 0u;
    n += uint(textureFootprintNV(s2, p2, granularity, false, fp));
    n += uint(textureFootprintNV(s2, p2, granularity, coarse, fp, 0.5));
    n += uint(textureFootprintClampNV(s2, p2, 2.0, granularity, false, fp));
    n += uint(textureFootprintClampNV(s2, p2, 2.0, granularity, false, fp, 0.5));
    n += uint(textureFootprintLodNV(s2, p2, 1.0, 3, true, fp));
    n += uint(textureFootprintGradNV(s2, p2, dFdx(p2), dFdy(p2), 3, true, fp));
    n += uint(textureFootprintGradClampNV(s2, p2, dFdx(p2), dFdy(p2), 2.0, 3, true, fp));
    n += fp.anchor.x + fp.offset.y + fp.mask.x + fp.lod + fp.granularity;
    n += uint(textureFootprintNV(s3, p3, 1, false, stored));
    n += uint(textureFootprintClampNV(s3, p3, 2.0, 1, false, stored, 0.5));
    n += uint(textureFootprintLodNV(s3, p3, 1.0, 1, true, stored));
    hits = n + stored.anchor.z + stored.mask.y;
}
