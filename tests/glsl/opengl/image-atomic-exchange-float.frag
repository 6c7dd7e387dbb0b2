#version 450
// GLSL 4.50 8.12: float imageAtomicExchange(IMAGE_PARAMS, float data) is
// core (the other float image atomics are GL_EXT_shader_atomic_float's).
layout(r32f) uniform coherent image2D img;
layout(r32f) uniform coherent image2DMS ms;
out vec4 color;
void main() {
    float f = imageAtomicExchange(img, ivec2(0), 4.5);
    f += imageAtomicExchange(ms, ivec2(0), 1, 2.5);
    color = vec4(f);
}
