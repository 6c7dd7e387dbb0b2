#version 140
// gl_VertexID from 1.30, gl_InstanceID from 1.40 (GLSL 4.60 7.1.1).
in vec4 pos;
void main() { gl_Position = pos * float(gl_VertexID + gl_InstanceID); }
