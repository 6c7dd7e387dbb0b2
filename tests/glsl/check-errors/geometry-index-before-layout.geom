#version 450
// GLSL 4.60 §4.3.8.1, §4.4.1.2: a per-vertex input array is as long as the
// input primitive has vertices, which may be declared after a use: constant
// indices before `layout(lines) in;` are checked at the end of the shader.
layout(location = 0) in vec4 v[];
layout(location = 0) out vec4 o;
vec4 early() { return v[1] + v[2] + gl_in[3].gl_Position; }
layout(lines) in;
layout(line_strip, max_vertices = 2) out;
void main() { o = early() + v[1]; EmitVertex(); }
