// GL_EXT_ray_tracing in a miss shader: the incoming ray, its flags, a trace
// of its own and callable data; a shaderRecordEXT block with an instance
// name and the scalar layout.
// target-env: vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_scalar_block_layout : require

layout(binding = 0) uniform accelerationStructureEXT tlas;
layout(location = 2) rayPayloadInEXT vec3 radiance;
layout(location = 3) rayPayloadEXT vec3 bounce;
layout(location = 1) callableDataEXT vec3 sky;
layout(shaderRecordEXT, scalar) buffer Sky { vec3 zenith; float depth; };

void main()
{
    float up = max(gl_WorldRayDirectionEXT.y, 0.0);
    executeCallableEXT(0u, 1);
    radiance = mix(sky, zenith, up);
    if ((gl_IncomingRayFlagsEXT & gl_RayFlagsSkipClosestHitShaderEXT) == 0u && depth > gl_RayTminEXT) {
        traceRayEXT(tlas, gl_RayFlagsOpaqueEXT, 0xffu, 0u, 1u, 0u, gl_WorldRayOriginEXT, gl_RayTminEXT,
                    -gl_WorldRayDirectionEXT, gl_RayTmaxEXT, 3);
        radiance += bounce;
    }
}
