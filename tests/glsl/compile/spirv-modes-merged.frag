#version 450
// target-env: vulkan1.3
// GL_EXT_spirv_intrinsics §3.9: a spirv_execution_mode declared again with the
// same operands is the same declaration: one OpExecutionMode (glslang keeps
// the last one, silently, and would drop a differing one). The float controls
// modes are one per 'Target Width' operand, so SignedZeroInfNanPreserve for 32
// and for 64 bits are two modes; OriginUpperLeft is the compiler's own.
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_EXT_shader_stencil_export"], capabilities = [5013], 5027);
spirv_execution_mode(extensions = ["SPV_EXT_shader_stencil_export"], capabilities = [5013], 5027);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 64);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(7);
layout(location = 0) out vec4 o;
void main() { o = vec4(1.0); }
