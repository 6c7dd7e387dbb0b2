#version 450
// GL_AMD_texture_gather_bias_lod: gathers with a Bias or a Lod operand
// (ImageGatherBiasLodAMD), and their sparse forms.
#extension GL_AMD_texture_gather_bias_lod : enable
#extension GL_ARB_sparse_texture2 : enable
layout(binding = 0) uniform sampler2D s2D;
layout(binding = 1) uniform isamplerCube isCube;
layout(binding = 2) uniform sampler2DArray s2DArray;
layout(location = 0) in vec2 c2;
layout(location = 1) in vec3 c3;
layout(location = 2) in float lod;
layout(location = 0) out vec4 color;
const ivec2 offsets[4] = ivec2[4](ivec2(0), ivec2(1), ivec2(2), ivec2(3));

void main()
{
    vec4 t = textureGather(s2D, c2, 1, 0.5);
    t += textureGatherOffset(s2DArray, c3, ivec2(1), 2, 0.5);
    t += textureGatherOffsets(s2D, c2, offsets, 3, 0.25);
    t += vec4(textureGatherLodAMD(isCube, c3, lod));
    t += textureGatherLodAMD(s2D, c2, lod, 2);
    t += textureGatherLodOffsetAMD(s2DArray, c3, lod, ivec2(1));
    t += textureGatherLodOffsetsAMD(s2D, c2, lod, offsets, 1);
    vec4 s;
    int code = sparseTextureGatherARB(s2D, c2, s, 0, 0.5);
    code |= sparseTextureGatherLodAMD(s2D, c2, lod, s, 3);
    code |= sparseTextureGatherLodOffsetAMD(s2DArray, c3, lod, ivec2(-1), s);
    code |= sparseTextureGatherLodOffsetsAMD(s2D, c2, lod, offsets, s, 2);
    color = t + s + float(code);
}
