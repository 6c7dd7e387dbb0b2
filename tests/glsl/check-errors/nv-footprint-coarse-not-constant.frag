#version 450
// OpImageSampleFootprintNV's Coarse is a constant instruction
// (SPV_NV_shader_image_footprint): for SPIR-V, textureFootprint*NV's coarse
// flag is a constant expression (GLSL itself does not ask it).
#extension GL_NV_shader_texture_footprint : enable
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
layout(location = 1) flat in int level;
layout(location = 0) out uint lod;
void main()
{
    gl_TextureFootprint2DNV fp;
    bool coarse = level > 0;
    bool r = textureFootprintNV(s, p, 2, coarse, fp);
    lod = fp.lod;
}
