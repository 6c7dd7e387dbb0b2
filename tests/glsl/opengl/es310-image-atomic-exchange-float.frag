#version 310 es
// GLSL ES 3.10 has the image atomics, the float exchange among them, only
// with GL_OES_shader_image_atomic (ES 3.20 8.14 marks them).
precision highp float;
layout(binding = 0, r32f) uniform highp coherent image2D img;
layout(location = 0) out vec4 color;
void main() {
    color = vec4(imageAtomicExchange(img, ivec2(0), 4.5));
}
