#version 150
#extension GL_ARB_texture_query_lod : enable
uniform sampler2D s;
in vec2 uv;
out vec4 color;
void main()
{
    color = vec4(textureQueryLOD(s, uv), 0.0, 1.0);
}
