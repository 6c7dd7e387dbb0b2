#version 450
// GL_KHR_vulkan_glsl and Vulkan (VUID-StandaloneSpirv-Uniform-06807): a
// uniform or storage buffer variable is a block or an array of blocks, so no
// array of arrays of them (glslang takes one and writes a module spirv-val
// rejects); a push constant block is no array at all (glslang refuses it).
layout(binding = 0) uniform Settings { vec4 tint; } settings[2][3];
layout(binding = 1) buffer Data { vec4 v; } data[2][2];
layout(push_constant) uniform Push { float scale; } push[2];
layout(location = 0) out vec4 color;
void main() { color = settings[1][2].tint + data[1][1].v; }
