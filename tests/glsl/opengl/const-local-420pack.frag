#version 330
// GL_ARB_shading_language_420pack (GLSL 4.20 4.3.3 from it): a local const
// may be initialized by any expression.
#extension GL_ARB_shading_language_420pack : enable
uniform int count;
out vec4 color;
void main() {
    const int n = count;
    color = vec4(n);
}
