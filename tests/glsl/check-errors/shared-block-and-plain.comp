#version 450
// Shared memory is all blocks or none (SPV_KHR_workgroup_memory_explicit_layout).
// target-env: vulkan1.2
#extension GL_EXT_shared_memory_block : enable
layout(local_size_x = 8) in;
shared First { int a; };
shared int b;
void main() { a = 2; b = 3; }
