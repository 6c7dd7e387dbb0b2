#version 450
layout(triangles) in;
// A tessellation evaluation shader writes per-vertex outputs only: 'patch out'
// is the control shader's (glslang refuses it on a variable, but lets this
// block through: the spec forbids both).
layout(location = 0) patch in vec4 p;
layout(location = 0) patch out block { vec4 q; } b;
void main() { b.q = p; gl_Position = vec4(0.0); }
