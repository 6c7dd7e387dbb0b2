#version 450
// layout(vertices) qualifies the output patch: 'out', never 'in'.
layout(vertices = 3) in;
layout(vertices = 3) out;
void main() { gl_out[gl_InvocationID].gl_Position = vec4(0.0); }
