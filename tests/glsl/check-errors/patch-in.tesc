#version 450
layout(vertices = 3) out;
// A tessellation control shader reads per-vertex inputs only: 'patch in' is
// the evaluation shader's.
layout(location = 0) patch in vec4 p;
layout(location = 1) patch out vec4 q;
void main() { q = p; gl_out[gl_InvocationID].gl_Position = vec4(0.0); }
