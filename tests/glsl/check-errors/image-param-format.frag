#version 450
// GLSL 4.60 §4.10: a parameter without a format takes an image of any format,
// but image types still differ by dimension and sampled type.
layout(set = 0, binding = 0, rgba32f) uniform image3D vol;
layout(set = 0, binding = 1, r32i) uniform iimage2D ints;

void put(image2D img) { imageStore(img, ivec2(0), vec4(0.0)); }

void main()
{
    put(vol);
    put(ints);
}
