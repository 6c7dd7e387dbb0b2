#version 400
// GLSL 4.00 4.1.7: arrays of samplers may be indexed by dynamically uniform
// integral expressions (a uniform here).
uniform sampler2D tex[4];
uniform int k;
out vec4 color;
void main() {
    color = texture(tex[k], vec2(0.5));
}
