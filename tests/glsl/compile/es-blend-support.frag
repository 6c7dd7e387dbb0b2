#version 320 es
// GL_KHR_blend_equation_advanced (ES 3.20 §4.4.2.3): the blend equations a
// shader supports; Vulkan's advanced blending asks nothing of the module.
precision highp float;
layout(blend_support_multiply, blend_support_hsl_color) out;
layout(blend_support_all_equations) out;
layout(location = 0) out vec4 color;
void main()
{
    color = vec4(1.0, 0.5, 0.25, 1.0);
}
