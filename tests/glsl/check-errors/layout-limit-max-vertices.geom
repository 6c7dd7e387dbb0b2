#version 450
// GLSL 4.60 §4.4.2.2: max_vertices is at most gl_MaxGeometryOutputVertices (256).
layout(points) in;
layout(points, max_vertices = 257) out;
void main() {}
