#version 130
uniform sampler2D s;
in vec2 uv;
out vec4 color;
void main()
{
    color = texture(s, uv);
    color += textureGather(s, uv);
}
