#version 450
#extension GL_EXT_spirv_intrinsics : require
// A spirv_type whose type needs a capability the shader does not ask for
// (a 16-bit float: Float16): the validator's error, on the type.
#define half_t spirv_type(id = 22, 16)
half_t h;
layout(location = 0) out vec4 o;
void main() { o = vec4(1.0); }
