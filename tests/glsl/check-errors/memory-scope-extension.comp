#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint x; };
void main()
{
    atomicAdd(x, 1u, 1, 0x40, 0);
    controlBarrier(2, 2, 0, 0);
    uint s = gl_ScopeDevice;
}
