#version 450
#extension GL_EXT_buffer_reference2 : require
layout(local_size_x = 1) in;
layout(buffer_reference) buffer T;
layout(push_constant) uniform P { T t; };
void main()
{
    T u = t + 1;
    T v = t[2];
}
