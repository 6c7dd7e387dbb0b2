#version 450
#extension GL_EXT_spirv_intrinsics : require
// glslang 12 accepted each of these and produced wrong or invalid SPIR-V (or crashed).
layout(constant_id = 0) const int SPEC = 32;
#define T1 spirv_type(id = 21, SPEC, 0)
T1 a;
#define T2 spirv_type(id = 21, ivec2(32, 1), 0)
T2 b;
spirv_instruction(id = 61) float twice(float x);
spirv_instruction(id = 62) float twice(float x);
layout(location = 0) spirv_decorate_string(5635, "a") spirv_decorate_string(5635, "b") in vec4 twoStrings;
layout(location = 0) out vec4 o;
void main() { o = twoStrings + vec4(float(uint("foo"))); }
