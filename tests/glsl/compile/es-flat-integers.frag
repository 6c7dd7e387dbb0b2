#version 310 es
// Integer fragment inputs qualified flat (GLSL ES 3.20 §4.3.4), on the
// variable, on a block member, or on the whole block.
#extension GL_EXT_shader_io_blocks : require
precision highp float;
struct S { int a; float b; };
layout(location = 0) flat in highp int i;
layout(location = 1) flat in S s;
layout(location = 3) in Block { flat int k; float f; } blk;
layout(location = 5) flat in Flat { highp uvec2 n; } whole;
layout(location = 0) out vec4 o;
void main() { o = vec4(float(i + s.a + blk.k) + float(whole.n.y) + s.b + blk.f); }
