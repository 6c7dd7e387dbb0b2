#version 450
// clockARB() returns a uint64_t: 64-bit integers must be enabled.
#extension GL_ARB_shader_clock : enable
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uvec2 t; };
void main()
{
    t = uvec2(clockARB());
}
