#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 1) in;
layout(binding = 0) uniform accelerationStructureEXT tlas;
void init(rayQueryEXT q) { rayQueryInitializeEXT(q, tlas, 0u, 0xffu, vec3(0.0), 0.0, vec3(1.0), 1.0); }
void main()
{
    rayQueryEXT queries[2];
    init(queries[1]);
    rayQueryProceedEXT(queries[0]);
}
