#version 300 es
// GLSL ES (1.00 8.9 onwards) has no noise functions.
precision mediump float;
in vec4 p;
out vec4 color;
void main() {
    color = noise4(p);
}
