#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0, rgba8) uniform uimage2D counts;
void main() {}
