#version 450
// The component of textureGatherLodAMD is a constant from 0 to 3.
#extension GL_AMD_texture_gather_bias_lod : enable
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
layout(location = 1) flat in int comp;
layout(location = 0) out vec4 color;
void main()
{
    color = textureGatherLodAMD(s, p, 0.0, comp) + textureGatherLodAMD(s, p, 0.0, 4);
}
