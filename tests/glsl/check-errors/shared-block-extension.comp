#version 450
// A shared block is GL_EXT_shared_memory_block's.
layout(local_size_x = 1) in;
shared S { int v; } s;
void main() { s.v = 1; }
