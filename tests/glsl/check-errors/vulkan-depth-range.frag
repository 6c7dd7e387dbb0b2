#version 450
// GL_KHR_vulkan_glsl removes gl_DepthRange.
layout(location = 0) out vec4 c;
void main() { c = vec4(gl_DepthRange.near, gl_DepthRange.far, 0.0, 1.0); }
