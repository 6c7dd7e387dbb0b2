#version 420
layout(binding = 0, offset = 4) uniform atomic_uint a;
layout(binding = 3) uniform atomic_uint b;
void main() {}
