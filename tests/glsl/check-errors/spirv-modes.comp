#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(24, 1);
spirv_execution_mode(5289, 1, 2);
layout(constant_id = 0) const int N = 1;
spirv_decorate_id(5634, N) spirv_execution_mode(25);
void main() {}
