#version 450
#extension GL_EXT_spirv_intrinsics : require
// A spirv_decorate that contradicts a decoration the compiler gives the same
// target from its qualifiers or layout: SPIR-V takes one of each (glslang
// emits both: two Bindings, or an Offset that overlaps the next member).
// The same decoration with the same value is merged (spirv-decorate-merged.frag).
spirv_decorate(33, 1) layout(binding = 0) uniform sampler2D t;                  // Binding
spirv_decorate(34, 2) layout(set = 0, binding = 1) uniform sampler2D t2;        // DescriptorSet
spirv_decorate(34, 3) layout(binding = 2) uniform sampler2D t3;                 // DescriptorSet, 0 by default
layout(binding = 3) uniform U {
    spirv_decorate(35, 4) float a;                                              // Offset: std140 gives 0
    float b;
    spirv_decorate(4) mat4 m;                                                   // RowMajor against ColMajor
    spirv_decorate(7, 32) mat4 n;                                               // MatrixStride: std140 gives 16
} u;
layout(location = 0) out vec4 o;
void main() { o = texture(t, vec2(0)) + texture(t2, vec2(0)) + texture(t3, vec2(0)) + u.m[0] + u.n[0] + u.a + u.b; }
