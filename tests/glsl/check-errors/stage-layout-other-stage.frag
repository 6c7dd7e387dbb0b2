#version 450
// GLSL 4.60 §4.4.1: each stage has its own input and output layout
// qualifiers; another stage's are errors (glslang: unknown identifiers).
layout(local_size_x = 4) in;
layout(triangles) in;
layout(max_vertices = 3) out;
layout(vertices = 3) out;
layout(quads, ccw) in;
layout(location = 0) out vec4 c;
void main() { c = vec4(1.0); }
