#version 450
// GL_ARB_fragment_shader_interlock: the ordering layout becomes the execution mode.
#extension GL_ARB_fragment_shader_interlock : enable
layout(pixel_interlock_unordered) in;
layout(set = 0, binding = 0, r32ui) coherent uniform uimage2D counts;

void main()
{
    beginInvocationInterlockARB();
    uint c = imageLoad(counts, ivec2(gl_FragCoord.xy)).x;
    imageStore(counts, ivec2(gl_FragCoord.xy), uvec4(c + 1u));
    endInvocationInterlockARB();
}
