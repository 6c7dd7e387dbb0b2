#version 450
layout(set = 0, binding = 0) uniform texture3D volume;
layout(set = 0, binding = 1) uniform sampler linear;
layout(location = 0) out vec4 color;
void main()
{
    color = texture(sampler2D(volume, linear), vec2(0.5));
}
