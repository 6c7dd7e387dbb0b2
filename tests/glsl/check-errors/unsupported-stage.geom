#version 450
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {}
