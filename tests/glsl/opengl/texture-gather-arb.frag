#version 130
#extension GL_ARB_texture_gather : enable
uniform sampler2D s;
in vec2 uv;
out vec4 color;
void main()
{
    color = textureGather(s, uv);
}
