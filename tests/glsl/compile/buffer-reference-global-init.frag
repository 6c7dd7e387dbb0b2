#version 450
// A global reference with a constant initializer: a reference is no SPIR-V
// constant (OpConvertUToPtr is an instruction), so it is stored at the start
// of main (glspv once crashed here).
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
#extension GL_EXT_buffer_reference : enable
layout(buffer_reference) buffer Node { int value; };
Node first = Node(uint64_t(64));
Node pair[2] = Node[2](Node(uint64_t(128)), Node(uint64_t(256)));
layout(location = 0) out vec4 color;
void main()
{
    color = vec4(float(uint64_t(first) + uint64_t(pair[1])));
}
