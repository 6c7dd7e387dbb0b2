#version 400
// dFdxFine is GLSL 4.50's (4.60 8.14.1), or GL_ARB_derivative_control's.
in vec4 p;
out vec4 color;
void main() {
    color = dFdxFine(p);
}
