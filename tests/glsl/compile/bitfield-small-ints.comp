#version 450
// Bit functions on 8- and 16-bit integers are computed on 32 bits (Vulkan forbids
// the bit instructions on other widths: VUID-StandaloneSpirv-Base-04781).
// target-env: vulkan1.2
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint8_t a; int8_t b; uint16_t c; int16_t d; u8vec2 e; i16vec2 f; uint r[8]; int s[8]; };
void main() {
    r[0] = uint(bitfieldExtract(a, 1, 3));
    s[0] = int(bitfieldExtract(b, 2, 4));
    r[1] = uint(bitfieldExtract(c, 4, 8));
    s[1] = int(bitfieldExtract(d, 0, 12));
    a = bitfieldInsert(a, uint8_t(5), 4, 3);
    d = bitfieldInsert(d, int16_t(-1), 2, 3);
    e = bitfieldExtract(e, 1, 2);
    f = bitfieldInsert(f, i16vec2(1), 1, 1);
    r[2] = uint(bitfieldReverse(c));
    s[2] = int(bitCount(b));
    s[3] = findMSB(d);
    s[4] = findLSB(c);
}
