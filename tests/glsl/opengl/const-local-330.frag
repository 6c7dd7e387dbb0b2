#version 330
// Before GLSL 4.20 (4.3.3) a const variable, local too, is initialized by a
// constant expression.
uniform int count;
out vec4 color;
void main() {
    const int n = count;
    color = vec4(n);
}
