#version 400
// GL_ARB_derivative_control brings GLSL 4.50's dFdxFine, dFdyCoarse,
// fwidthFine and the like (4.60 8.14.1) to earlier versions.
#extension GL_ARB_derivative_control : enable
in vec4 p;
out vec4 color;
void main() {
    color = dFdxFine(p) + dFdyCoarse(p) + fwidthFine(p);
}
