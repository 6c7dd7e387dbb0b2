#version 450
#extension GL_EXT_spirv_intrinsics : enable
// GLSL.std.450 Sin takes and gives one float type: a declaration that
// passes it an int makes SPIR-V no driver may take.
spirv_instruction(set = "GLSL.std.450", id = 13) float mysin(int a);
layout(location = 0) out vec4 o;
void main() { o = vec4(mysin(1)); }
