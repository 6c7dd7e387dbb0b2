#version 440
// GL_NV_shader_texture_footprint applies to GLSL 4.50 and GLSL ES 3.20 and
// later (its Dependencies).
#extension GL_NV_shader_texture_footprint : enable
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
layout(location = 0) out uint lod;
void main()
{
    gl_TextureFootprint2DNV fp;
    lod = fp.lod;
}
