#version 450
// GL_EXT_shader_16bit_storage and _8bit_storage, 4.1.X: a structure holding
// 16-bit members lives in a buffer block and a function may return a 16-bit
// value (no variable is declared of it); with the arithmetic extension of a
// width, locals and parameters of that width are variables like any other.
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1) in;
struct S { float x; float16_t h; };
layout(binding = 0) buffer B { S s; float16_t h[4]; int8_t b; int result; };
float16_t first() { return h[0]; }
int8_t twice(int8_t v) { return v + v; }
void main()
{
    int8_t counter = twice(b);
    s.h = first();
    h[1] = s.h;
    result = int(counter) + int(float(s.h));
}
