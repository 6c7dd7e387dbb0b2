#version 320 es
// GLSL ES 3.20 8.14: float imageAtomicExchange(coherent IMAGE_PARAMS, float
// data) on an r32f image.
precision highp float;
layout(binding = 0, r32f) uniform highp coherent image2D img;
out vec4 color;
void main() {
    color = vec4(imageAtomicExchange(img, ivec2(0), 4.5));
}
