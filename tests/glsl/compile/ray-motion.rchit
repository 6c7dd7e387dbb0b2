// GL_NV_ray_tracing_motion_blur: gl_CurrentRayTimeNV (BuiltIn CurrentRayTimeNV).
// target-env: vulkan1.2
#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_NV_ray_tracing_motion_blur : require

layout(location = 0) rayPayloadInEXT vec4 payload;

void main()
{
    payload = vec4(gl_CurrentRayTimeNV);
}
