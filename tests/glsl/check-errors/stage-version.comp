#version 420
// Compute shaders came with GLSL 4.30 (or GL_ARB_compute_shader).
layout(local_size_x = 1) in;
void main() {}
