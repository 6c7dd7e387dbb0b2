#version 460
#extension GL_EXT_ray_tracing : require
hitAttributeEXT vec2 bary;
void main()
{
    bary = vec2(0.0);
}
