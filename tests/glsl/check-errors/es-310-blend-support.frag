#version 310 es
// blend_support needs ES 3.20 or GL_KHR_blend_equation_advanced, and
// qualifies `out;` alone.
precision highp float;
layout(blend_support_screen) out;
layout(location = 0, blend_support_multiply) out vec4 color;
void main()
{
    color = vec4(1.0);
}
