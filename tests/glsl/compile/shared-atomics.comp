#version 450
// Shared memory, barriers and atomics.
layout(local_size_x = 64) in;
shared uint partial[64];
layout(std430, binding = 0) buffer B { uint total; int minimum; uint values[]; };
void main() {
    uint id = gl_LocalInvocationIndex;
    partial[id] = values[gl_GlobalInvocationID.x];
    memoryBarrierShared();
    barrier();
    if (id == 0u) {
        uint sum = 0u;
        for (uint k = 0u; k < 64u; k++)
            sum += partial[k];
        atomicAdd(total, sum);
    }
    atomicMin(minimum, int(values[id]));
}
