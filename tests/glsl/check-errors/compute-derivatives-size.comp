#version 450
#extension GL_NV_compute_shader_derivatives : require
// Quads need an even width and height.
layout(local_size_x = 3, local_size_y = 2) in;
layout(derivative_group_quadsNV) in;
void main() {}
