#version 450
// GLSL 4.60 §4.4.1.4: no local size dimension past gl_MaxComputeWorkGroupSize
// (1024, 1024, 64); each dimension is its own error.
layout(local_size_x = 1024, local_size_y = 1025, local_size_z = 65) in;
void main() {}
