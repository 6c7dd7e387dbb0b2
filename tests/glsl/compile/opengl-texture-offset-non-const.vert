#version 450
// target-env: opengl4.5
// GL_EXT_texture_offset_non_const drops GLSL 4.60 8.9.2's "the offset value
// must be a constant expression" from the texture*Offset functions (not from
// textureGatherOffsets): a non-constant offset is the Offset image operand,
// which needs ImageGatherExtended; a constant one stays ConstOffset.
#extension GL_EXT_texture_offset_non_const : enable
#extension GL_ARB_sparse_texture2 : enable
layout(location = 0) in ivec2 off;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform sampler2D s;
layout(binding = 1) uniform sampler2DRect r;

void main()
{
    vec4 texel;
    color = textureOffset(s, uv, off)
          + texelFetchOffset(s, ivec2(uv), 0, off)
          + textureLodOffset(s, uv, 1.0, off + 1)
          + textureProjOffset(s, vec3(uv, 2.0), off)
          + textureGradOffset(s, uv, vec2(0.1), vec2(0.2), off)
          + texelFetchOffset(r, ivec2(uv), off)
          + textureOffset(s, uv, ivec2(1, -1));
    sparseTexelFetchOffsetARB(s, ivec2(uv), 0, off, texel);
    color += texel;
}
