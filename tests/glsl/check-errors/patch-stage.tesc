#version 320 es
// patch in belongs to tessellation evaluation shaders, not control ones;
// patch out (a block too) is right here.
layout(vertices = 3) out;
layout(location = 0) patch in vec4 bad;
layout(location = 1) patch out vec4 ok;
layout(location = 2) patch out Blk { vec4 x; } okb;
void main() { ok = vec4(1.0); gl_out[gl_InvocationID].gl_Position = bad; }
