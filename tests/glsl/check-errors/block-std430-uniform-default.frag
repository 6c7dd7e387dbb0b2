#version 450
// GLSL 4.60 §4.4.5 and GL_KHR_vulkan_glsl: uniform blocks are std140 (or
// scalar with GL_EXT_scalar_block_layout); std430 is for buffer blocks and
// push constants, so it cannot be the uniform default either (glslang
// refuses it too).
layout(std430) uniform;
layout(binding = 0) uniform Settings { float weights[4]; } settings;
layout(location = 0) out vec4 color;
void main() { color = vec4(settings.weights[1]); }
