#version 450
// GLSL 4.60 §4.4.2.1/§4.4.2.2: vertices = gl_MaxPatchVertices (32) is valid.
layout(vertices = 32) out;
void main() { gl_out[gl_InvocationID].gl_Position = vec4(0.0); }
