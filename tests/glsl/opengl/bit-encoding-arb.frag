#version 150
// GL_ARB_shader_bit_encoding brings floatBitsToInt, floatBitsToUint,
// intBitsToFloat and uintBitsToFloat to GLSL before 3.30.
#extension GL_ARB_shader_bit_encoding : enable
uniform vec4 v;
out vec4 color;
void main() {
    color = intBitsToFloat(floatBitsToInt(v)) + uintBitsToFloat(floatBitsToUint(v));
}
