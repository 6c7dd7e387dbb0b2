#version 450
// GL_KHR_vulkan_glsl: constant_id qualifies const scalars (bool, int, uint,
// float, double) only.
layout(constant_id = 1) const vec2 v = vec2(1.0);
layout(constant_id = 2) float f = 1.0;
layout(constant_id = 3) const float ok = 2.0;
layout(location = 0) out vec4 o;
void main() { o = vec4(v, f, ok); }
