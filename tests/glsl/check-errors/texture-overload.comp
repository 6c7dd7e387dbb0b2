#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform samplerCube sky;
layout(set = 0, binding = 1) buffer Out { vec4 v; };
void main()
{
    v = texelFetch(sky, ivec3(0), 0);
}
