#version 450
// GLSL 4.60 4.1.10: no implicit conversion turns an ivec4 texel (the out
// parameter of a sparse read of an isampler2D) into a bvec4 argument.
#extension GL_ARB_sparse_texture2 : enable
uniform isampler2D is2D;
in vec2 c2;
out vec4 color;
void main() {
    bvec4 texel;
    int code = sparseTextureARB(is2D, c2, texel);
    color = vec4(texel) + vec4(code);
}
