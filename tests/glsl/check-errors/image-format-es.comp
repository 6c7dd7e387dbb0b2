#version 310 es
// GLSL ES 3.20 §4.4.7: ES has 13 image formats (rgba32f, rgba16f, r32f,
// rgba8, rgba8_snorm, rgba32i, rgba16i, rgba8i, r32i, rgba32ui, rgba16ui,
// rgba8ui, r32ui); the other desktop formats are errors.
layout(local_size_x = 1) in;
layout(binding = 0, rg32f) writeonly uniform highp image2D a;
layout(binding = 1, rgb10_a2) writeonly uniform highp image2D b;
layout(binding = 2, r8ui) writeonly uniform highp uimage2D c;
layout(binding = 3, rgba8_snorm) writeonly uniform highp image2D fine;
layout(binding = 4, r32ui) uniform highp uimage2D fine_too;
void main()
{
    imageStore(a, ivec2(0), vec4(1.0));
    imageStore(b, ivec2(0), vec4(1.0));
    imageStore(c, ivec2(0), uvec4(1u));
    imageStore(fine, ivec2(0), vec4(1.0));
    imageStore(fine_too, ivec2(0), imageLoad(fine_too, ivec2(1)));
}
