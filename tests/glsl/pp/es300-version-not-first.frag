// GLSL ES 3.00 3.4: #version is "only permitted in the first line of a
// shader", so this comment before it is an error (1.00 allows it).
#version 300 es
precision mediump float;
out vec4 color;
void main() { color = vec4(1.0); }
