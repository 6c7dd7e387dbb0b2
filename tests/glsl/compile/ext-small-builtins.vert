#version 450
// The small ones: GL_ARB_shader_draw_parameters, GL_EXT_device_group,
// GL_ARM_shader_core_builtins.
#extension GL_ARB_shader_draw_parameters : enable
#extension GL_EXT_device_group : enable
#extension GL_ARM_shader_core_builtins : enable
layout(location = 0) flat out uvec4 ids;

void main()
{
    gl_Position = vec4(float(gl_BaseVertexARB + gl_BaseInstanceARB + gl_DrawIDARB + gl_DeviceIndex));
    ids = uvec4(gl_CoreIDARM, gl_CoreCountARM, gl_CoreMaxIDARM, gl_WarpIDARM + gl_WarpMaxIDARM);
}
