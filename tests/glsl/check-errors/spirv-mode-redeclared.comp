#version 450
// GL_EXT_spirv_intrinsics §3.9: one execution mode, declared again with other
// operands, contradicts itself (glslang keeps the last silently). The same
// operands again are merged (tests/glsl/compile/spirv-modes-merged.frag).
#extension GL_EXT_spirv_intrinsics : require
layout(constant_id = 0) const int N = 4;
layout(constant_id = 1) const int M = 8;
spirv_execution_mode(17, 8, 1, 1);
spirv_execution_mode(17, 8, 1, 1);
spirv_execution_mode(17, 4, 1, 1);
spirv_execution_mode_id(extensions = ["SPV_KHR_float_controls"], 4461, 32);
spirv_execution_mode_id(38, N, 1, 1);
spirv_execution_mode_id(38, N, 1, 1);
spirv_execution_mode_id(38, M, 1, 1);
void main() {}
