#version 150
// floatBitsToInt and its kin are GLSL 3.30's (4.60 8.3), or
// GL_ARB_shader_bit_encoding's (or GL_ARB_gpu_shader5's) before.
uniform vec4 v;
out vec4 color;
void main() {
    color = vec4(floatBitsToInt(v));
}
