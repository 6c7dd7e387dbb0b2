#version 450
layout(local_size_x = 1) in;
// GLSL 4.60 §4.3.4, §4.3.6: compute shaders have no user-defined inputs or
// outputs (spirv-val: VUID-StandaloneSpirv-None-04644).
layout(location = 0) in vec4 i;
layout(location = 0) out vec4 o;
out Block { vec4 b; } blk;
void main() { o = i; blk.b = i; }
