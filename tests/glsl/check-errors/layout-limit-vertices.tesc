#version 450
// GLSL 4.60 §4.4.2.1: the output patch is at most gl_MaxPatchVertices (32) vertices.
layout(vertices = 33) out;
void main() {}
