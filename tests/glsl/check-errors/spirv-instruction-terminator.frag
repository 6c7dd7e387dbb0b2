#version 450
#extension GL_EXT_spirv_intrinsics : require
// OpKill ends its block: code after it is outside any block. The validator's
// error (at an OpStore the compiler wrote) is put on the shader's first
// spirv_instruction call.
spirv_instruction(id = 252) void kill();
layout(location = 0) out vec4 o;
void main() { kill(); o = vec4(1.0); }
