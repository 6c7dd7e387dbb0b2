#version 450
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { int8_t a; int8_t b; float16_t h; int result; };
void main()
{
    result = int(a) + int(b);
    a = a + b;
    h *= float16_t(2.0);
    result += int(-a);
}
