#version 450
// GLSL 4.60 §4.4.2.2: max_vertices = gl_MaxGeometryOutputVertices (256) is valid.
layout(points) in;
layout(points, max_vertices = 256) out;
void main() { gl_Position = vec4(0.0); EmitVertex(); }
