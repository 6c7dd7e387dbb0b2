#version 460
#extension GL_EXT_ray_tracing : require
layout(shaderRecordEXT, binding = 1) buffer Record { vec4 sky; };
layout(location = 0) rayPayloadInEXT vec4 payload;
void main()
{
    payload = sky;
}
