#version 450
// GL_KHR_vulkan_glsl: subpass inputs are fragment shader resources.
layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput s;
void main() { gl_Position = vec4(0.0); }
