#version 320 es
// GLSL ES 3.20 §4.3.4: past the per-vertex dimension, geometry inputs
// follow the other stages' rules: no arrays of structures (an array of
// floats per vertex, or a structure per vertex, is fine).
layout(triangles) in;
layout(points, max_vertices = 1) out;
struct P { float a; };
layout(location = 0) in float ok[][2];
layout(location = 2) in P fine[];
layout(location = 3) in P app[][2];
void main() { gl_Position = vec4(ok[0][1] + fine[0].a + app[0][1].a); EmitVertex(); }
