#version 460
// Atomic counters are OpenGL's: Vulkan GLSL has no atomic_uint.
layout(binding = 0) uniform atomic_uint counter;
layout(location = 0) out uint o;
void main() { o = 1u; }
