#version 310 es
// GLSL ES 3.10 §4.9 (3.20 §4.10): an image that is neither readonly nor
// writeonly has the format r32f, r32i or r32ui.
layout(local_size_x = 1) in;
layout(binding = 0, rgba8) uniform highp image2D both;
layout(binding = 1, r32f) uniform highp image2D single;
layout(binding = 2, rgba32i) uniform readonly highp iimage2D reads;
layout(binding = 3, rgba16f) uniform writeonly highp image2D writes;
layout(binding = 4, rg32ui) uniform highp uimage2D pair[2];
void main()
{
    imageStore(both, ivec2(0), imageLoad(both, ivec2(1)));
    imageStore(single, ivec2(0), imageLoad(single, ivec2(1)));
    imageStore(writes, ivec2(0), vec4(imageLoad(reads, ivec2(1))));
}
