#version 460
#extension GL_EXT_spirv_intrinsics : require
// GL_EXT_spirv_intrinsics §4.14: decorations on a function and its parameters
// decorate its OpFunction and OpFunctionParameters
// (tests/glsl/compile/spirv-decorate-functions.frag), which only the
// definition makes: on a prototype they would be lost (glslang drops them
// everywhere), and a spirv_instruction has neither.
layout(location = 0) out vec4 o;
float proto(spirv_decorate(0) float x);
spirv_decorate(0) float proto2(float x);
spirv_instruction(id = 12) spirv_decorate(0) float ext(spirv_decorate(0) float x);
spirv_storage_class(4) float notAVariable(float x) { return x; }
void main() { o = vec4(1.0); }
