#version 450
#extension GL_EXT_spirv_intrinsics : require
layout(local_size_x = 8) in;
spirv_execution_mode(17, 4, 1, 1);
void main() {}
