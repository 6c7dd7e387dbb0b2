#version 450
// Atomic counters (AtomicCounter storage, Binding and Offset, the counter
// passed to a function as its pointer) and a default-block uniform with a
// location: what -G makes and spirv-val accepts at opengl4.5.
layout(local_size_x = 1) in;
layout(binding = 0) uniform atomic_uint hits;
layout(binding = 0) uniform atomic_uint misses[2];
layout(location = 2) uniform uint limit;
layout(binding = 1, std430) buffer Out { uint r; };

uint take(atomic_uint c) { return atomicCounterIncrement(c); }

void main()
{
    r = take(hits) < limit ? atomicCounter(misses[1]) : atomicCounterDecrement(hits);
}
