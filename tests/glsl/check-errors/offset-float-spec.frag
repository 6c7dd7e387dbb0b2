#version 450
// A texel offset is a constant expression: built from a float
// specialization constant it is computed at run time (SPIR-V specializes
// integer and bool operations only), so it is refused.
layout(constant_id = 1) const float shift = 1.0;
layout(constant_id = 2) const int step = 1;
layout(binding = 0) uniform sampler2D tex;
layout(location = 0) out vec4 color;
void main()
{
    color = textureLodOffset(tex, vec2(0.5), 0.0, ivec2(step, step * 2));
    color += textureLodOffset(tex, vec2(0.5), 0.0, ivec2(shift, shift));
}
