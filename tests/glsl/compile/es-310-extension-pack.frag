#version 310 es
// GL_ANDROID_extension_pack_es31a brings ES 3.20's features to ES 3.10: the
// `sample` keyword, gl_Sample*, interpolateAt*, fma, texture buffers and cube
// map arrays, gl_PrimitiveID.
#extension GL_ANDROID_extension_pack_es31a : require
precision highp float;
layout(location = 0) sample in vec4 a;
layout(location = 1) flat in int i;
layout(binding = 1) uniform highp samplerBuffer buf;
layout(binding = 2) uniform highp samplerCubeArray cubes;
layout(location = 0) out vec4 color;
void main()
{
    color = interpolateAtSample(a, gl_SampleID) + fma(a, a, a);
    color += texelFetch(buf, i) + texture(cubes, a) + float(gl_PrimitiveID);
}
