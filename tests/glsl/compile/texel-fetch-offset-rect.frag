#version 450
// texelFetchOffset of a rectangle texture: no level, the offset alone.
layout(binding = 0) uniform sampler2DRect s;
layout(location = 0) flat in ivec2 p;
layout(location = 0) out vec4 color;

void main()
{
    color = texelFetchOffset(s, p, ivec2(1, -2));
}
