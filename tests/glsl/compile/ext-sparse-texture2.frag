#version 450
// GL_ARB_sparse_texture2: OpImageSparse* returning { code, texel }: the code is
// the result, the texel goes to the out argument; sparseTexelsResidentARB.
#extension GL_ARB_sparse_texture2 : enable
layout(binding = 0) uniform sampler2D s2D;
layout(binding = 1) uniform isampler3D is3D;
layout(binding = 2) uniform sampler2DShadow s2DShadow;
layout(binding = 3) uniform samplerCubeArrayShadow sCubeArrayShadow;
layout(binding = 4) uniform usampler2D us2D;
layout(binding = 5) uniform sampler2DMS s2DMS;
layout(binding = 6) uniform sampler2DArray s2DArray;
layout(binding = 7, rgba32f) uniform image2D i2D;
layout(location = 0) in vec2 c2;
layout(location = 1) in vec3 c3;
layout(location = 2) in vec4 c4;
layout(location = 3) flat in ivec2 ic2;
layout(location = 0) out vec4 color;

void main()
{
    vec4 t = vec4(0.0), t2;
    ivec4 it;
    uvec4 ut;
    float d;
    int code = sparseTextureARB(s2D, c2, t2, 0.5);
    code |= sparseTextureARB(sCubeArrayShadow, c4, 0.25, d);
    code |= sparseTextureLodARB(is3D, c3, 1.0, it);
    code |= sparseTextureOffsetARB(s2DShadow, c3, ivec2(1, -1), d);
    code |= sparseTextureGradARB(s2D, c2, vec2(0.1), vec2(0.2), t2);
    code |= sparseTexelFetchARB(s2DMS, ic2, 3, t2);
    code |= sparseTexelFetchOffsetARB(us2D, ic2, 1, ivec2(2, 3), ut);
    code |= sparseTexelFetchOffsetARB(s2D, ic2, 0, ivec2(1), t2);
    code |= sparseTextureGatherARB(s2D, c2, t2, 2);
    code |= sparseTextureGatherOffsetARB(s2DArray, c3, ivec2(1), t);
    code |= sparseTextureGatherOffsetsARB(s2D, c2, ivec2[4](ivec2(0), ivec2(1), ivec2(2), ivec2(3)), t2);
    code |= sparseImageLoadARB(i2D, ic2, t2);
    color = sparseTexelsResidentARB(code) ? t + t2 + vec4(it + ivec4(ut)) + d : vec4(0.0);
}
