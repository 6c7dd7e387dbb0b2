#version 450
// Execution modes merged with the compiler's: OriginUpperLeft given again
// is dropped (one OpExecutionMode), StencilRefReplacingEXT added with its
// requirements; a user built-in output with spirv_decorate.
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_EXT_shader_stencil_export"], capabilities = [5013], 5027);
spirv_execution_mode(7);
spirv_decorate(extensions = ["SPV_EXT_shader_stencil_export"], capabilities = [5013], 11, 5014)
out int gl_FragStencilRefARB;
void main() { gl_FragStencilRefARB = 1; }
