#version 450
// GL_EXT_shader_16bit_storage and _8bit_storage, 4.1.X: no variable of (or
// holding) a 16- or 8-bit type outside uniform and buffer blocks unless the
// arithmetic extension of that width is enabled (int8 is: its local passes).
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
layout(local_size_x = 1) in;
struct S { float x; float16_t h; };
layout(binding = 0) buffer B { S s; float16_t h[4]; int16_t i; int result; };
shared f16vec2 pair;
float widen(float16_t v) { return float(v); }
void copy(S from) { s = from; }
void main()
{
    int8_t counter = int8_t(1);
    float16_t local = h[0];
    S copied = s;
    i16vec2 twice[2];
    result = int(counter);
}
