// GL_EXT_ray_tracing in a closest-hit shader: every built-in it has, a
// recursive trace whose payload is the incoming one (found by location among
// rayPayloadInEXT variables too), callable data.
// target-env: vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require

layout(binding = 0) uniform accelerationStructureEXT tlas;
layout(location = 0) rayPayloadInEXT vec4 payload;
layout(location = 1) rayPayloadEXT float occlusion;
layout(location = 0) callableDataEXT vec4 material;
hitAttributeEXT vec2 bary;

void main()
{
    vec3 world = gl_WorldRayOriginEXT + gl_WorldRayDirectionEXT * gl_HitTEXT;
    vec3 object = gl_ObjectRayOriginEXT + gl_ObjectRayDirectionEXT * gl_RayTmaxEXT;
    vec3 back = gl_ObjectToWorldEXT * vec4(object, 1.0) - (vec4(world, 1.0) * gl_WorldToObject3x4EXT).xyz;
    vec3 n = gl_WorldToObjectEXT * vec4(back, 0.0);
    int ids = gl_PrimitiveID ^ gl_InstanceID ^ gl_InstanceCustomIndexEXT ^ gl_GeometryIndexEXT;
    uint kind = gl_HitKindEXT == gl_HitKindFrontFacingTriangleEXT ? 1u : 0u;
    executeCallableEXT(uint(ids) + kind, 0);
    traceRayEXT(tlas, gl_RayFlagsTerminateOnFirstHitEXT | gl_IncomingRayFlagsEXT, 0xffu, 0u, 1u, 1u, world,
                gl_RayTminEXT, normalize(n), 1e4, 1);
    traceRayEXT(tlas, gl_RayFlagsNoneEXT, 0xffu, 0u, 1u, 0u, world, 0.01, reflect(gl_WorldRayDirectionEXT, n), 1e4,
                0);
    payload = vec4(material.rgb * occlusion * vec3(bary, 1.0 - bary.x - bary.y), payload.a);
    ivec3 launch = ivec3(gl_LaunchIDEXT) + ivec3(gl_LaunchSizeEXT);
    payload.w += float(launch.x);
}
