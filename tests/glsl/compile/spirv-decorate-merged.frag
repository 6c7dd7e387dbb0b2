#version 450
#extension GL_EXT_spirv_intrinsics : require
// A spirv_decorate that repeats, with the same value, a decoration the
// compiler gives the target anyway is merged: one OpDecorate each, where
// glslang emits two (spirv-val refuses the repeated ColMajor, MatrixStride
// and Offset). Conflicting ones are errors (spirv-decorate-conflicts.frag).
spirv_decorate(33, 0) spirv_decorate(34, 0) layout(set = 0, binding = 0) uniform sampler2D t;
spirv_decorate(34, 0) layout(binding = 1) uniform sampler2D t2;
layout(binding = 2) uniform U {
    spirv_decorate(35, 0) float a;
    spirv_decorate(35, 16) spirv_decorate(5) spirv_decorate(7, 16) mat4 m;
} u;
spirv_decorate(14) layout(location = 0) flat in int i;
layout(location = 0) out vec4 o;
void main() { o = texture(t, vec2(0)) + texture(t2, vec2(0)) + u.m[0] + u.a + float(i); }
