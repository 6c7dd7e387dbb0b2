#version 100
// GLSL ES 1.00 3.1: "There is no line continuation character", in a
// directive either.
#define SUM(x, y) \
    ((x) + (y))
precision mediump float;
void main() { gl_FragColor = vec4(SUM(1.0, 2.0)); }
