#version 450
// GL_NV_shader_texture_footprint's structures and functions need the
// extension (none of them is core GLSL).
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
layout(location = 0) out uint lod;
void main()
{
    gl_TextureFootprint2DNV fp;
    uvec2 mask;
    lod = uint(textureFootprintLodNV(s, p, 0.0, 2, false, mask));
}
