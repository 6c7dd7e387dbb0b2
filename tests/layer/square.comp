#version 450
// SPIR-V for the pass-through test (tests/layer/run.sh compiles it with
// glspv): each value of the buffer squared, plus one.
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer Data { uint v[]; } data;
void main()
{
    uint i = gl_GlobalInvocationID.x;
    data.v[i] = data.v[i] * data.v[i] + 1u;
}
