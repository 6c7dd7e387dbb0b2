#version 450
// GLSL 4.60 §4.4.1.4: a local size at gl_MaxComputeWorkGroupSize.x is valid.
layout(local_size_x = 1024, local_size_y = 1, local_size_z = 1) in;
void main() {}
