#version 450
layout(vertices = 3) out;
// GLSL 4.60 §4.3.4: per-vertex inputs of tessellation shaders hold
// gl_MaxPatchVertices elements; a size, if any, must be that.
layout(location = 0) in vec4 v[3];
layout(location = 1) in vec4 w[gl_MaxPatchVertices];
layout(location = 2) in vec4 x[];
void main() { gl_out[gl_InvocationID].gl_Position = v[0] + w[1] + x[2]; }
