#version 450
// spirv_by_reference on a function with a body: the argument is copied in
// and back out, so the caller sees what the function wrote (glslang copied
// in only). spirv_type(id = 21, 32, 0) is the same SPIR-V type as uint.
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_spirv_intrinsics : require
#define myuint spirv_type(id = 21, 32, 0)
spirv_instruction(id = 124) myuint to_myuint(uint x);   // OpBitcast
spirv_instruction(id = 124) uint from_myuint(myuint x);
void bump(spirv_by_reference vec4 v) { v += vec4(1.0); }
layout(location = 0) in vec4 pos;
void main()
{
    vec4 p = pos;
    bump(p);
    myuint m = to_myuint(uint(gl_VertexIndex));
    gl_Position = p * float(from_myuint(m));
}
