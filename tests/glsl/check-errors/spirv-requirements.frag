#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_instruction(extensions = [5055], id = 5056) uvec2 clock1(int scope);
spirv_instruction(capabilities = ["ShaderClockKHR"], id = 5056) uvec2 clock2(int scope);
spirv_instruction(extensions = ["SPV_KHR_shader_clock\0x"], id = 5056) uvec2 clock3(int scope);
layout(location = 0) out vec4 o;
void main() { o = vec4(clock1(1), clock2(1)); }
