#version 450
// GL_KHR_vulkan_glsl: the shared and packed layouts do not exist for SPIR-V,
// on a block or as a default (glslang: "not allowed when generating SPIR-V").
layout(packed) buffer;
layout(shared, binding = 0) uniform Settings { vec4 tint; } settings;
layout(packed, binding = 1) buffer Data { vec4 v; } data;
layout(location = 0) out vec4 color;
void main() { color = settings.tint + data.v; }
