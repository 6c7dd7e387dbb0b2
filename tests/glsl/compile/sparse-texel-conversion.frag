#version 450
// GLSL 4.60 6.1.1: an out argument takes its parameter's value converted to
// the argument's type, built-ins' too: the ivec4/uvec4 texel of a sparse
// read of an integer sampler or image goes to a vec4 through
// OpConvertSToF/OpConvertUToF.
#extension GL_ARB_sparse_texture2 : enable
layout(binding = 0) uniform isampler2D is2D;
layout(binding = 1) uniform usampler2D us2D;
layout(binding = 2, rgba32i) uniform iimage2DMS ii2DMS;
layout(location = 0) in vec2 c2;
layout(location = 0) out vec4 outColor;
void main() {
    vec4 texel = vec4(0.0);
    int r = sparseTextureARB(is2D, c2, texel);
    r += sparseTextureARB(us2D, c2, texel);
    r += sparseImageLoadARB(ii2DMS, ivec2(1), 2, texel);
    outColor = texel + vec4(r);
}
