#version 450
layout(binding = 0) uniform sampler2D s;
layout(location = 0) out vec4 o;
void main()
{
    o = textureOffset(s, vec2(0.5), ivec2(8, 0)) + texelFetchOffset(s, ivec2(0), 0, ivec2(-9, 7));
}
