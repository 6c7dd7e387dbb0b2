#version 450
#extension GL_EXT_spirv_intrinsics : require
// An output made built-in Position next to gl_Position (a member of the
// gl_PerVertex output block): one Position per storage class.
spirv_decorate(11, 0) out vec4 position;
void main() { gl_Position = vec4(1.0); position = vec4(0.0); }
