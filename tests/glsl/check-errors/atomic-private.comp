#version 450
// Atomics work on memory other invocations share: buffers, shared variables
// (and the task payload), not private globals, locals or uniforms.
layout(local_size_x = 1) in;
int counter;
layout(binding = 0) uniform Limits { uint limit; };
layout(binding = 1) buffer Totals { uint total; };
shared uint partial;
void main()
{
    uint local = 0u;
    atomicAdd(counter, 1);
    atomicMax(local, 2u);
    atomicMin(limit, 3u);
    atomicAdd(total, atomicAdd(partial, 1u));
}
