#version 450
// Each GL_EXT_shader_explicit_arithmetic_types_* sub-extension on its own
// enables its family: arithmetic, constructors and the sized spellings of the
// 32-bit types (int32_t, uint32_t, float32_t: the same types as int, uint,
// float), with the capabilities each width needs (Int8, Int16, Int64,
// Float16, Float64) and no more.
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int32 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float32 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float64 : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { int32_t i; uint32_t u; float32_t f; f32vec2 fv; float64_t d; i32vec2 iv; u32vec3 uv; int64_t l; };
void main()
{
    int8_t  a = int8_t(i) * int8_t(3);
    int16_t b = int16_t(a) + int16_t(-7);
    i64vec2 c = i64vec2(b, l) << 2;
    float16_t h = float16_t(f) * float16_t(0.5);
    f64vec2 dv = f64vec2(d, fv.x) / 3.0lf;
    int32_t sum = int32_t(a) + int32_t(b) + i32vec2(c).y;
    i = sum;
    u = uint32_t(u8vec2(a, a).y) + uv.z;
    f = float32_t(h) + float32_t(dv.y) + fv.y;
    d = dv.x + float64_t(iv.x);
    l = c.x;
}
