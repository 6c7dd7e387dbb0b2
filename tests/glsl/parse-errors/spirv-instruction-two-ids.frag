#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_instruction(id = 1, id = 2) void nothing();
void main() {}
