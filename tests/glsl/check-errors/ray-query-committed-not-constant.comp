#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 1) in;
layout(binding = 0) uniform accelerationStructureEXT tlas;
layout(binding = 1) buffer B { bool committed; float t; };
void main()
{
    rayQueryEXT q;
    rayQueryInitializeEXT(q, tlas, 0u, 0xffu, vec3(0.0), 0.0, vec3(1.0), 1.0);
    t = rayQueryGetIntersectionTEXT(q, committed);
}
