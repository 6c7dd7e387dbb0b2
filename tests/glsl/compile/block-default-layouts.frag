#version 450
// GLSL 4.60 §4.4.5: `layout(row_major) uniform;` and `layout(std140)
// buffer;` are defaults for the blocks after them (RowMajor on the matrix,
// an array stride of 16 in the buffer); a block naming its own layout keeps
// it, and push constants stay std430.
layout(row_major) uniform;
layout(std140) buffer;
layout(binding = 0) uniform Transform { mat2x3 m; } transform;
layout(column_major, binding = 1) uniform Other { mat2x3 m; } other;
layout(binding = 2) buffer Weights { float w[2]; } weights;
layout(push_constant) uniform Push { float p[2]; } push;
layout(location = 0) out vec4 color;
void main() { color = vec4(transform.m[0] + other.m[1], weights.w[1] + push.p[1]); }
