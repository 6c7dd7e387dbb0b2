#version 450
// §4.3.6: per-vertex outputs have one element per vertex of the output
// patch, also when sized before layout(vertices = N) is declared.
layout(location = 0) out vec4 o[4];
layout(vertices = 3) out;
void main() { o[gl_InvocationID] = vec4(1.0); gl_out[gl_InvocationID].gl_Position = vec4(0.0); }
