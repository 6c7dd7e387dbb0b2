#version 450
layout(local_size_x = 1) in;
layout(buffer_reference) buffer Data { int v; };
void main() {}
