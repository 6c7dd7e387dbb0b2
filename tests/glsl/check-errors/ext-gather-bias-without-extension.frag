#version 450
// textureGather with a bias is GL_AMD_texture_gather_bias_lod's.
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
layout(location = 0) out vec4 color;
void main()
{
    color = textureGather(s, p, 0, 0.5);
}
