#version 450
// GL_ARB_shader_clock and GL_EXT_shader_realtime_clock: OpReadClockKHR at
// Subgroup and Device scope (ShaderClockKHR, SPV_KHR_shader_clock).
#extension GL_ARB_shader_clock : enable
#extension GL_EXT_shader_realtime_clock : enable
#extension GL_ARB_gpu_shader_int64 : enable
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Out { uint64_t t[2]; uvec2 u[2]; };

void main()
{
    t[0] = clockARB();
    t[1] = clockRealtimeEXT();
    u[0] = clock2x32ARB();
    u[1] = clockRealtime2x32EXT();
}
