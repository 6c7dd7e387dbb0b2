#version 460
#extension GL_EXT_ray_tracing : require
layout(location = 0) rayPayloadInEXT vec4 payload;
void main()
{
    if (payload.a < 0.5)
        terminateRayEXT;
    ignoreIntersectionEXT;
}
