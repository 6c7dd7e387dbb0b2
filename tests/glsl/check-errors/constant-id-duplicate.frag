#version 450
// GL_KHR_vulkan_glsl: a constant_id names one specialization constant; two
// constants may not share it. Different ids, and one id per constant, are fine.
layout(constant_id = 1) const float a = 1.0;
layout(constant_id = 1) const float b = 2.0;
layout(constant_id = 2) const int c = 3;
layout(constant_id = 3) const int d = 4;
layout(constant_id = 2) const bool e = true;
layout(location = 0) out vec4 o;
void main() { o = vec4(a + b + float(c + d), 0.0, 0.0, float(e)); }
