#version 450
// Bit casts and packing of the explicitly sized types
// (GL_EXT_shader_explicit_arithmetic_types, GL_ARB_gpu_shader_int64): each
// is one OpBitcast between types of the same size.
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B {
    double d;
    int64_t l;
    uint u;
    float16_t h;
    int16_t s;
    u8vec4 bytes;
    i16vec4 shorts;
    uvec2 halves;
};
void main()
{
    l = doubleBitsToInt64(d) + int64_t(doubleBitsToUint64(d));
    d = int64BitsToDouble(l) + uint64BitsToDouble(uint64_t(l));
    s = float16BitsToInt16(h) + int16_t(float16BitsToUint16(h));
    h = int16BitsToFloat16(s) + uint16BitsToFloat16(uint16_t(s));
    u = pack32(bytes) + packUint2x16(u16vec2(shorts.xy)) + packFloat2x16(f16vec2(h));
    bytes = unpack8(u);
    shorts = unpack16(pack64(shorts)) + i16vec4(unpackInt2x16(int(u)), unpack16(int(u)));
    halves = unpack32(pack64(halves)) + unpackUint2x32(packUint2x32(halves));
    l += packInt2x32(ivec2(halves)) + pack64(ivec2(unpackInt2x32(l)));
}
