#version 450
// spirv_execution_mode_id: OpExecutionModeId (SPIR-V 1.2 on) with a
// specialization constant for LocalSizeId.
// target-env: vulkan1.3
#extension GL_EXT_spirv_intrinsics : require
layout(constant_id = 1) const int N = 3;
spirv_execution_mode_id(38, N, 1, 1);
layout(binding = 0) buffer B { uint x[]; };
void main() { x[gl_LocalInvocationIndex] = 1u; }
