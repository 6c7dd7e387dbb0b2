#version 450
layout(set = 0, binding = 0) uniform sampler2D color_map;
layout(location = 0) in vec2 uv;
layout(location = 1) flat in int which;
layout(location = 0) out vec4 color;
void main()
{
    color = textureGather(color_map, uv, which) + textureGather(color_map, uv, 4);
}
