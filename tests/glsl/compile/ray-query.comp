// GL_EXT_ray_query in a compute shader: every rayQuery* function, with the
// committed (1) and candidate (0) forms; ray query variables are Private
// (SPIR-V cannot copy them) and functions take them by pointer; the
// acceleration structure from a device address (OpConvertUToAccelerationStructureKHR).
// target-env: vulkan1.2
#version 460
#extension GL_EXT_ray_query : require
#extension GL_EXT_ray_flags_primitive_culling : require
layout(local_size_x = 8, local_size_y = 8) in;

layout(binding = 0) uniform accelerationStructureEXT tlas;
layout(binding = 1, std430) buffer Out {
    vec4 color[];
};
layout(push_constant) uniform Push { uvec2 address; } push;

rayQueryEXT shared_query;

bool candidate_hit(rayQueryEXT q)
{
    if (rayQueryGetIntersectionTypeEXT(q, false) == gl_RayQueryCandidateIntersectionAABBEXT) {
        float t = rayQueryGetRayTMinEXT(q) + 1.0;
        if (rayQueryGetIntersectionCandidateAABBOpaqueEXT(q))
            rayQueryGenerateIntersectionEXT(q, t);
        return true;
    }
    if (rayQueryGetIntersectionFrontFaceEXT(q, false) && rayQueryGetIntersectionTEXT(q, false) > 0.0)
        rayQueryConfirmIntersectionEXT(q);
    return false;
}

void main()
{
    uint i = gl_GlobalInvocationID.y * 64u + gl_GlobalInvocationID.x;
    vec3 origin = vec3(gl_GlobalInvocationID.xy, -1.0);
    rayQueryEXT q;
    rayQueryInitializeEXT(q, tlas, gl_RayFlagsOpaqueEXT | gl_RayFlagsSkipAABBEXT, 0xffu, origin, 0.0,
                          vec3(0.0, 0.0, 1.0), 100.0);
    while (rayQueryProceedEXT(q))
        if (candidate_hit(q))
            rayQueryTerminateEXT(q);
    vec4 c = vec4(0.0);
    if (rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionTriangleEXT) {
        vec2 b = rayQueryGetIntersectionBarycentricsEXT(q, true);
        int ids = rayQueryGetIntersectionInstanceCustomIndexEXT(q, true) + rayQueryGetIntersectionInstanceIdEXT(q, true) +
                  rayQueryGetIntersectionGeometryIndexEXT(q, true) + rayQueryGetIntersectionPrimitiveIndexEXT(q, true);
        uint sbt = rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT(q, true);
        mat4x3 toWorld = rayQueryGetIntersectionObjectToWorldEXT(q, true);
        mat4x3 toObject = rayQueryGetIntersectionWorldToObjectEXT(q, false);
        vec3 o = rayQueryGetIntersectionObjectRayOriginEXT(q, true) + rayQueryGetIntersectionObjectRayDirectionEXT(q, true);
        vec3 w = rayQueryGetWorldRayOriginEXT(q) + rayQueryGetWorldRayDirectionEXT(q);
        c = vec4(b, float(ids + int(sbt) + int(rayQueryGetRayFlagsEXT(q))), rayQueryGetIntersectionTEXT(q, true));
        c.xyz += toWorld * vec4(o, 1.0) + toObject * vec4(w, 0.0);
    }
    rayQueryInitializeEXT(shared_query, accelerationStructureEXT(push.address), gl_RayFlagsNoneEXT, 1u, origin, 0.0,
                          vec3(1.0, 0.0, 0.0), 1.0);
    if (rayQueryGetIntersectionTypeEXT(shared_query, true) != gl_RayQueryCommittedIntersectionNoneEXT)
        c.w = -1.0;
    color[i] = c;
}
