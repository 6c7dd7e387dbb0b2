#version 450
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
// The primitive qualifiers qualify 'in;' and 'out;' alone (glslang: "can
// only apply to a standalone qualifier").
layout(triangles, location = 0) in vec4 v[];
layout(max_vertices = 3, location = 0) out vec4 o;
void main() { gl_Position = v[0]; o = v[1]; EmitVertex(); }
