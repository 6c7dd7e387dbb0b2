#version 450
// GL_KHR_vulkan_glsl: Vulkan requires OriginUpperLeft, so origin_lower_left
// is gone (origin_upper_left stays, and means what Vulkan does anyway).
layout(origin_lower_left) in vec4 gl_FragCoord;
layout(location = 0) out vec4 o;
void main() { o = gl_FragCoord; }
