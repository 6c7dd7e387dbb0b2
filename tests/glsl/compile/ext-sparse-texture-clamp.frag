#version 450
// GL_ARB_sparse_texture_clamp: the lodClamp argument as the MinLod image
// operand (after the offsets), in the sparse and the plain forms.
#extension GL_ARB_sparse_texture_clamp : enable
layout(binding = 0) uniform sampler2D s2D;
layout(binding = 1) uniform sampler3D s3D;
layout(binding = 2) uniform samplerCubeArrayShadow sCubeArrayShadow;
layout(binding = 3) uniform isampler2DArray is2DArray;
layout(location = 0) in vec2 c2;
layout(location = 1) in vec3 c3;
layout(location = 2) in vec4 c4;
layout(location = 3) in float lodClamp;
layout(location = 0) out vec4 color;

void main()
{
    vec4 t = vec4(0.0);
    ivec4 it;
    float d;
    int code = sparseTextureClampARB(s2D, c2, lodClamp, t, 0.5);
    code |= sparseTextureClampARB(sCubeArrayShadow, c4, 0.5, lodClamp, d);
    code |= sparseTextureOffsetClampARB(is2DArray, c3, ivec2(1), lodClamp, it);
    code |= sparseTextureGradClampARB(s3D, c3, vec3(0.1), vec3(0.2), lodClamp, t);
    code |= sparseTextureGradOffsetClampARB(s2D, c2, vec2(0.1), vec2(0.2), ivec2(-1), lodClamp, t);
    t += textureClampARB(s2D, c2, lodClamp);
    t += textureClampARB(s3D, c3, lodClamp, 1.0);
    t += vec4(textureOffsetClampARB(is2DArray, c3, ivec2(2), lodClamp));
    t += textureGradClampARB(s2D, c2, vec2(0.1), vec2(0.2), lodClamp);
    t += textureGradOffsetClampARB(s3D, c3, vec3(0.1), vec3(0.2), ivec3(1), lodClamp);
    color = sparseTexelsResidentARB(code) ? t + vec4(it) + d : vec4(0.0);
}
