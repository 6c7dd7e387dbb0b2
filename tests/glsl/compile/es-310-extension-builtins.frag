#version 310 es
// The same ES 3.20 built-ins in ES 3.10, each with its extension; the
// extension pack enables them all (es-310-extension-pack.frag).
#extension GL_OES_shader_multisample_interpolation : require
#extension GL_OES_sample_variables : require
#extension GL_EXT_geometry_shader : require
#extension GL_EXT_gpu_shader5 : require
#extension GL_EXT_texture_buffer : require
#extension GL_EXT_texture_cube_map_array : require
#extension GL_OES_texture_storage_multisample_2d_array : require
#extension GL_OES_shader_image_atomic : require
precision highp float;
layout(location = 0) sample in vec4 a;
layout(location = 1) flat in ivec2 off;
layout(binding = 0) uniform highp sampler2D s;
layout(binding = 1) uniform highp samplerBuffer buf;
layout(binding = 2) uniform highp samplerCubeArray cubes;
layout(binding = 3) uniform highp sampler2DMSArray layers;
layout(binding = 4, r32ui) uniform highp uimage2D counts;
layout(location = 0) out vec4 color;
const ivec2 offsets[4] = ivec2[](ivec2(0), ivec2(1, 0), ivec2(0, 1), ivec2(1));
void main()
{
    color = interpolateAtCentroid(a) + interpolateAtSample(a, 0) + interpolateAtOffset(a, vec2(0.0));
    color.x += float(gl_SampleID) + gl_SamplePosition.x + float(gl_SampleMaskIn[0]);
    gl_SampleMask[0] = 1;
    color.y += float(gl_PrimitiveID + gl_Layer);
    color += fma(a, a, a) + textureGatherOffsets(s, a.xy, offsets) + textureGatherOffset(s, a.xy, off);
    color += texelFetch(buf, off.x) + texture(cubes, a) + texelFetch(layers, ivec3(off, 0), 0);
    color.w += float(imageAtomicAdd(counts, off, 1u));
}
