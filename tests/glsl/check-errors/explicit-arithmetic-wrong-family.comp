#version 450
// A sub-extension enables only its own family: int16 arithmetic does not
// bring float16_t or float64_t along.
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { int r; };
void main()
{
    int16_t a = int16_t(r) + int16_t(2);
    float16_t h = float16_t(1.0);
    float64_t d = 2.0;
    r = int(a) + int(h) + int(d);
}
