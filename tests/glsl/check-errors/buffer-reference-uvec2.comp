#version 450
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
layout(buffer_reference, std430) buffer A { int v; };
layout(binding = 0) buffer B { uvec2 address; };
void main()
{
    A a = A(address);
    a.v = 1;
}
