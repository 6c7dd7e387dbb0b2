#version 440
// GLSL 4.40 8.12 has imageAtomicExchange on int and uint images only; the
// float form is 4.50's.
layout(r32f) uniform coherent image2D img;
out vec4 color;
void main() {
    color = vec4(imageAtomicExchange(img, ivec2(0), 4.5));
}
