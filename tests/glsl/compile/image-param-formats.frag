#version 450
// A function with a formatless image parameter, called with images of two
// formats (GLSL 4.60 §4.10): glspv emits one copy per argument type, since
// the format is part of SPIR-V's OpTypeImage. A sampler parameter and a
// nested call (its copies follow the outer function's) come along.

layout(set = 0, binding = 0, rgba32f) uniform writeonly coherent image2D a;
layout(set = 0, binding = 1, rgba16f) uniform writeonly image2D b;
layout(set = 0, binding = 2, r32f) uniform restrict image2D c[2];
layout(set = 0, binding = 3) uniform sampler2D s;

layout(location = 0) out vec4 color;

void put(writeonly coherent image2D img, ivec2 p, vec4 v)
{
    imageStore(img, p, v);
}

void put_sampled(writeonly coherent image2D img, sampler2D t, ivec2 p)
{
    put(img, p, texelFetch(t, p, 0));
}

float get(image2D imgs[2], ivec2 p)
{
    return imageLoad(imgs[1], p).x + float(imageSize(imgs[0]).x);
}

void main()
{
    ivec2 p = ivec2(gl_FragCoord.xy);
    put(a, p, vec4(1.0));
    put(b, p, vec4(2.0));
    put_sampled(a, s, p);
    put_sampled(b, s, p);
    color = vec4(get(c, p));
}
