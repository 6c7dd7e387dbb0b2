#version 450
// A block whose offsets pass 2^32 cannot be laid out (SPIR-V offsets are
// 32-bit): said for each member past it (shared blocks too, where glspv
// once wrote members without offsets).
layout(local_size_x = 1) in;
layout(binding = 0) buffer Big { vec4 head; float tail[2147483647]; vec4 after; } big;
void main() { big.head = vec4(1.0); }
