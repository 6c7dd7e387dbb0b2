#version 450
// GL_NV_shader_texture_footprint outside fragment shaders: textureFootprintNV
// has no derivatives there, so it reads level 0 (an explicit Lod 0, as
// texture() does); the Lod, Grad and GradClamp forms are as anywhere.
#extension GL_NV_shader_texture_footprint : require
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
layout(location = 0) flat out uint lod;
void main()
{
    gl_TextureFootprint2DNV fp;
    bool one = textureFootprintNV(s, p, 2, false, fp);
    one = one && textureFootprintLodNV(s, p, 1.0, 2, false, fp);
    one = one && textureFootprintGradNV(s, p, vec2(0.1), vec2(0.1), 2, false, fp);
    one = one && textureFootprintGradClampNV(s, p, vec2(0.1), vec2(0.1), 1.0, 2, false, fp);
    lod = one ? fp.lod : 0u;
    gl_Position = vec4(p, 0.0, 1.0);
}
