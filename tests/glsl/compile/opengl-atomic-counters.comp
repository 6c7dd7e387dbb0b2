#version 460
// target-env: opengl4.5
// GL_ARB_gl_spirv's atomic counters: uints in the AtomicCounter storage
// class with Binding and Offset (no DescriptorSet). A counter without
// layout(offset) takes the next one of its binding in declaration order (GLSL
// 4.60 4.4.6.3): b at 20, after a[3], though c and a are used first
// (glslang's default gl_MaxAtomicCounterBindings is 1: one binding). A
// counter parameter is passed as its AtomicCounter pointer (a whole
// variable: SPIR-V 1.0 passes no access chain).
// atomicCounterDecrement returns the new value (OpAtomicIDecrement's minus
// 1); the 4.60 operations need AtomicStorageOps.
layout(local_size_x = 1) in;
layout(binding = 0, offset = 4) uniform atomic_uint a[4];
layout(binding = 0) uniform atomic_uint b;
layout(binding = 0, offset = 0) uniform atomic_uint c;
layout(binding = 2, std430) buffer Out { uint r[6]; };

uint bump(atomic_uint x) { return atomicCounterIncrement(x); }

void main()
{
    r[0] = atomicCounterDecrement(b);
    r[1] = bump(c) + atomicCounterIncrement(a[2]);
    r[2] = atomicCounter(c);
    r[3] = atomicCounterAdd(c, 5u);
    r[4] = atomicCounterCompSwap(a[1], 1u, 2u);
    r[5] = atomicCounterMax(b, r[0]);
}
