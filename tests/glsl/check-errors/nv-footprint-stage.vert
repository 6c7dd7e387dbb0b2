#version 450
// The footprints of lookups that need derivatives (a bias, a lodClamp) are
// for fragment shaders, as texture()'s bias and textureClampARB are: with an
// explicit level, OpImageSampleFootprintNV takes neither.
#extension GL_NV_shader_texture_footprint : enable
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
layout(location = 0) flat out uint lod;
void main()
{
    gl_TextureFootprint2DNV fp;
    bool a = textureFootprintNV(s, p, 2, false, fp, 1.0);
    bool b = textureFootprintClampNV(s, p, 1.0, 2, false, fp);
    lod = fp.lod;
}
