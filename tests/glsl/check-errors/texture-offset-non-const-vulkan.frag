#version 450
// GL_EXT_texture_offset_non_const is for OpenGL: Vulkan takes the Offset
// image operand on gathers only (VUID-StandaloneSpirv-Offset-04663), so a
// non-constant offset of the other texture*Offset functions stays an error.
#extension GL_EXT_texture_offset_non_const : enable
layout(location = 0) flat in ivec2 off;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D s;

void main()
{
    color = textureOffset(s, uv, off) + textureGatherOffset(s, uv, off);
}
