#version 450
// Uniform buffers are std140 (or scalar): std430 is for buffer blocks and
// push constants.
layout(local_size_x = 1) in;
layout(binding = 0, std430) uniform Weights { float w[4]; } weights;
layout(push_constant, std430) uniform Push { float scale[2]; } push;
layout(binding = 1) buffer Out { float r; };
void main() { r = weights.w[1] * push.scale[1]; }
