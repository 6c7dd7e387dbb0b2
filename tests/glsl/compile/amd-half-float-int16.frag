#version 450
// GL_AMD_gpu_shader_half_float and GL_AMD_gpu_shader_int16: the built-ins
// take float16_t and int16_t (their families are enabled), frexp and ldexp
// with 16-bit exponents (FrexpStruct's is 32-bit, converted), and the
// 16-bit casts and packing.
#extension GL_AMD_gpu_shader_half_float : require
#extension GL_AMD_gpu_shader_int16 : require
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;
void main()
{
    f16vec3 h = f16vec3(v.xyz);
    i16vec3 e;
    f16vec3 m = frexp(h, e);
    h = ldexp(m, e) + clamp(h, float16_t(0.0), float16_t(1.0)) + sqrt(abs(h));
    i16vec2 s = i16vec2(e.xy);
    s = max(s, int16_t(-3)) + abs(s);
    uint packed = packFloat2x16(h.xy) + uint(packInt2x16(s));
    u16vec2 u = unpackUint2x16(packed) + u16vec2(float16BitsToUint16(h.z));
    color = vec4(vec3(h), float(u.x + u.y));
}
