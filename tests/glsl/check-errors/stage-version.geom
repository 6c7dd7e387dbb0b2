#version 140
// Geometry shaders came with GLSL 1.50.
layout(points) in;
layout(points, max_vertices = 1) out;
void main() { EmitVertex(); }
