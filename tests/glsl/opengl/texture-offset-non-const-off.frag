#version 450
// GLSL 4.60 8.9.2: the offset value of the texture*Offset functions must be
// a constant expression; only #extension GL_EXT_texture_offset_non_const
// lifts it (tests/glsl/compile/opengl-texture-offset-non-const.vert).
layout(location = 0) flat in ivec2 off;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec4 color;
uniform sampler2D s;

void main()
{
    color = textureOffset(s, uv, off);
}
