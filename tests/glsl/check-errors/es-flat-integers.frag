#version 310 es
// GLSL ES 3.20 §4.3.4: fragment inputs that are or hold integers are flat
// (members of input blocks too, unless the block is flat). glspv used to
// make them Flat silently.
#extension GL_EXT_shader_io_blocks : require
precision highp float;
struct S { int a; float b; };
layout(location = 0) in highp int i;
layout(location = 1) in highp ivec2 iv;
layout(location = 2) in highp uint u[2];
layout(location = 4) in S s;
layout(location = 6) in Block { flat int k; highp uvec3 j; float f; } blk;
layout(location = 9) flat in Flat { highp int n; } whole;
layout(location = 0) out vec4 o;
void main() { o = vec4(float(i + iv.x + blk.k + whole.n) + float(u[1] + blk.j.x) + s.b + blk.f); }
