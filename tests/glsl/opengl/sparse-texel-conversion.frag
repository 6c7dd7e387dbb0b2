#version 450
// GLSL 4.60 6.1.1: a built-in's out argument takes the parameter's value
// converted to its type: an isampler2D's ivec4 texel into a vec4.
#extension GL_ARB_sparse_texture2 : enable
uniform isampler2D is2D;
in vec2 c2;
out vec4 color;
void main() {
    vec4 texel = vec4(0.0);
    int code = sparseTextureARB(is2D, c2, texel);
    color = texel + vec4(code);
}
