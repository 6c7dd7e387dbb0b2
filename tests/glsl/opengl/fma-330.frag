#version 330
// fma is GLSL 4.00's (4.60 8.3; GL_ARB_gpu_shader5 brings it earlier).
uniform vec4 v;
out vec4 color;
void main() {
    color = fma(v, v, v);
}
