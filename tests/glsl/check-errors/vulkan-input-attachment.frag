#version 450
// GL_KHR_vulkan_glsl: input_attachment_index qualifies subpass inputs only.
layout(input_attachment_index = 0, set = 0, binding = 0) uniform sampler2D t;
layout(input_attachment_index = 1, set = 0, binding = 1) uniform subpassInput ok;
layout(location = 0) out vec4 o;
void main() { o = texture(t, vec2(0.5)) + subpassLoad(ok); }
