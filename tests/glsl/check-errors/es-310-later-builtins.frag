#version 310 es
// ES 3.20 built-ins that ES 3.10 has only with their extension:
// interpolateAt* (GL_OES_shader_multisample_interpolation), gl_Sample*
// (GL_OES_sample_variables), gl_PrimitiveID and gl_Layer in fragment shaders
// (GL_EXT_geometry_shader), fma, textureGatherOffsets and a variable offset
// of textureGatherOffset (GL_EXT_gpu_shader5), the image atomics
// (GL_OES_shader_image_atomic).
precision highp float;
layout(location = 0) in vec4 a;
layout(location = 1) flat in ivec2 off;
layout(binding = 0) uniform highp sampler2D s;
layout(binding = 1, r32ui) uniform highp uimage2D counts;
layout(location = 0) out vec4 color;
const ivec2 offsets[4] = ivec2[](ivec2(0), ivec2(1, 0), ivec2(0, 1), ivec2(1));
void main()
{
    color = interpolateAtCentroid(a) + interpolateAtSample(a, 0) + interpolateAtOffset(a, vec2(0.0));
    color.x += float(gl_SampleID) + gl_SamplePosition.x + float(gl_SampleMaskIn[0]);
    gl_SampleMask[0] = 1;
    color.y += float(gl_PrimitiveID + gl_Layer);
    color += fma(a, a, a) + textureGatherOffsets(s, a.xy, offsets);
    color += textureGatherOffset(s, a.xy, off) + textureGatherOffset(s, a.xy, ivec2(1));
    color.z += float(imageAtomicAdd(counts, ivec2(0), 1u));
}
