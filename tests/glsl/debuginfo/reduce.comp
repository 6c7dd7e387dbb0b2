#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_buffer_reference : require
// functions: main reduce
// locals: lane value sum stride n
// globals: partial data
// A prototype first: DebugFunction names the definition in the included file.
float reduce(uint lane, float value);
#include "inc/reduce.glsl"

layout(local_size_x = 64) in;
layout(buffer_reference, std430) buffer Node { Node next; float value; };
layout(std430, binding = 0) buffer Data { Node head; float values[]; } data;

void main()
{
    uint lane = gl_LocalInvocationID.x; //@
    float value = data.values[lane]; //@
    Node n = data.head; //@
    value += n.value; //@
    float sum = reduce(lane, value); //@
    if (lane == 0u)
        data.values[0] = sum; //@
}
