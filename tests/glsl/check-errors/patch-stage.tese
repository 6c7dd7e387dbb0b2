#version 320 es
// patch out belongs to tessellation control shaders, not evaluation ones.
layout(triangles) in;
layout(location = 0) patch in vec4 ok;
layout(location = 1) patch out vec4 bad;
void main() { gl_Position = ok; }
