#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 1) in;
layout(buffer_reference, buffer_reference_align = 4) buffer Doubles { double d; };
layout(buffer_reference) buffer Ints { int v; };
layout(push_constant) uniform P { Ints a; Ints b; };
layout(binding = 0) buffer B { int same; };
void main()
{
    same = int(a == b);
    same += int(a != b);
    same += int(uint64_t(a) == uint64_t(b));
}
