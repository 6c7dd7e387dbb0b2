#version 450
#extension GL_EXT_spirv_intrinsics : require
// Interpolation decorations on a vertex input (VUID-StandaloneSpirv-Flat-06202);
// on a vertex output they are fine.
spirv_decorate(14) layout(location = 0) in vec4 a;
spirv_decorate(13) layout(location = 1) in vec4 b;
spirv_decorate(14) layout(location = 0) out vec4 ok;
void main() { ok = a + b; }
