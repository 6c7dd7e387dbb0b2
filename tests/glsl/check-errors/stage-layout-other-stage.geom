#version 450
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
// Tessellation qualifiers in a geometry shader (§4.4.1.2, §4.4.2.2).
layout(vertices = 3) out;
layout(point_mode) in;
void main() { gl_Position = vec4(0.0); EmitVertex(); }
