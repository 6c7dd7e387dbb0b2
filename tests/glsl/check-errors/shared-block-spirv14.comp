#version 450
// SPV_KHR_workgroup_memory_explicit_layout needs SPIR-V 1.4: at vulkan1.0
// a shared block is an error, not an invalid module.
#extension GL_EXT_shared_memory_block : enable
layout(local_size_x = 1) in;
shared S { int v; } s;
void main() { s.v = 1; }
