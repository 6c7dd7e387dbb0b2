#version 320 es
// GLSL ES 3.20 §4.3.4, §4.3.6: fragment inputs are no arrays of arrays or
// of structures and no structures holding arrays or structures (members of
// input blocks neither); fragment outputs no arrays of arrays. Desktop GLSL
// allows them all.
precision highp float;
struct P { float a; };
struct A { float a[2]; };
struct N { P p; };
layout(location = 0) in float aa[2][2];
layout(location = 4) in P ap[2];
layout(location = 6) in A sa;
layout(location = 8) in N sn;
layout(location = 9) in Block { A m; vec4 fine; } blk;
layout(location = 0) out vec4 o[2][1];
void main() { o[0][0] = vec4(aa[0][0] + ap[0].a + sa.a[0] + sn.p.a + blk.fine.x); }
