#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430) buffer A { int v; };
layout(buffer_reference, std430) buffer B { int v; };
layout(push_constant) uniform P { A a; B b; };
void main()
{
    A next = a + 1;
    A same = A(b);
    A bad = b;
    const A nothing = A(uint64_t(0));
    int i = int(a);
}
