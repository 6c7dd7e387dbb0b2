#version 430
// Atomic counters are OpenGL GLSL (GLSL 4.60 4.4.6.3, 8.10).
layout(binding = 0, offset = 4) uniform atomic_uint counter;
out vec4 o;
void main() { uint n = atomicCounterIncrement(counter); memoryBarrierAtomicCounter(); o = vec4(float(n + atomicCounter(counter))); }
