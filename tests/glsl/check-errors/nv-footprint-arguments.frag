#version 450
// textureFootprint*NV take 2D and 3D samplers (not arrays, cube, shadow or
// multisampled ones), an int granularity, a bool and the footprint of the
// sampler's dimensions; the Grad forms 2D only.
#extension GL_NV_shader_texture_footprint : enable
layout(binding = 0) uniform sampler2D s;
layout(binding = 1) uniform sampler3D s3;
layout(binding = 2) uniform sampler2DArray sa;
layout(binding = 3) uniform sampler2DShadow ss;
layout(location = 0) in vec3 p;
layout(location = 0) out uint lod;
void main()
{
    gl_TextureFootprint2DNV fp;
    gl_TextureFootprint3DNV fp3;
    bool r = textureFootprintNV(sa, p, 2, false, fp);
    r = textureFootprintNV(ss, p, 2, false, fp);
    r = textureFootprintNV(s, p.xy, 2.0, false, fp);
    r = textureFootprintNV(s3, p, 2, false, fp);
    r = textureFootprintGradNV(s3, p, p, p, 2, false, fp3);
    lod = fp.lod + fp3.lod;
}
