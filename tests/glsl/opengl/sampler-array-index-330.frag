#version 330
// GLSL 3.30 4.1.7: samplers aggregated into arrays are indexed by integral
// constant expressions only (4.00, or GL_ARB_gpu_shader5, takes dynamically
// uniform ones).
uniform sampler2D tex[4];
uniform int k;
out vec4 color;
void main() {
    color = texture(tex[k], vec2(0.5)) + texture(tex[2], vec2(0.5));
}
