#version 450
#extension GL_EXT_spirv_intrinsics : require
layout(constant_id = 0) const int N = 4;
spirv_execution_mode_id(38, N, 1, 1);
layout(binding = 1) buffer A { uint a; } x;
layout(binding = 0) spirv_decorate_id(5634, x) buffer B { uint b; };
void main() { b = x.a; }
