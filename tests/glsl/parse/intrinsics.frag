#version 450
#extension GL_EXT_spirv_intrinsics : enable
// GL_EXT_spirv_intrinsics syntax: every qualifier form.
spirv_execution_mode(4446);
spirv_execution_mode_id(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4459, 32);
spirv_instruction(set = "GLSL.std.450", id = 81) float myClamp(float x, float lo, float hi);
spirv_instruction(extensions = ["SPV_KHR_shader_clock"], capabilities = [5055], id = 5056)
uvec2 clockRealtime2x32KHR(spirv_literal uint scope);
spirv_instruction(id = 61) vec4 load(spirv_by_reference vec4 p);
#define Float16 spirv_type(capabilities = [9], id = 22, 16)
spirv_decorate(11, 5014) out int gl_FragStencilRefARB;
spirv_storage_class(extensions = ["SPV_KHR_ray_tracing"], 5338) vec4 payload;
layout(location = 0) spirv_decorate_string(extensions = ["SPV_GOOGLE_user_type"], 5636, "texture2d") in vec4 c;
layout(location = 1) spirv_decorate_id(4480, 7) in float d;
struct T { spirv_decorate(0) float x; };
void main() {
    Float16 h;
    gl_FragStencilRefARB = int(myClamp(c.x, 0.0, 1.0) + float(clockRealtime2x32KHR(1).x));
}
