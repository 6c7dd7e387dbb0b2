// GL_EXT_ray_query in a fragment shader: accelerationStructureEXT outside
// the ray tracing stages takes the RayQueryKHR capability.
#version 460
#extension GL_EXT_ray_query : require
layout(binding = 0) uniform accelerationStructureEXT scene;
layout(location = 0) in vec3 position;
layout(location = 0) out vec4 shadowed;

void main()
{
    rayQueryEXT q;
    rayQueryInitializeEXT(q, scene, gl_RayFlagsTerminateOnFirstHitEXT, 0xffu, position, 0.01, vec3(0.0, 1.0, 0.0),
                          1000.0);
    rayQueryProceedEXT(q);
    shadowed = vec4(rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionNoneEXT ? 1.0 : 0.25);
}
