#version 420
// Before GLSL 4.30 a compute shader's local size is GL_ARB_compute_shader's:
// a layout(local_size_x) before its #extension has no compute shaders yet.
layout(local_size_x = 8) in;
#extension GL_ARB_compute_shader : enable
void main() {
}
