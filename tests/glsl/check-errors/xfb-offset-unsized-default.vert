#version 450
// GLSL 4.60 §4.4.2.1: "It is a compile-time error to apply xfb_offset to the
// declaration of an unsized array", directly or through its block (a block
// with xfb_offset captures every member); and "only variables, block members,
// or blocks can be qualified with xfb_offset": it has no default, unlike
// xfb_buffer and xfb_stride. The sized forms compile (tests/glsl/compile/
// xfb-sized-arrays.vert).
layout(xfb_buffer = 1, xfb_stride = 64) out;
layout(xfb_offset = 0) out;
layout(location = 0, xfb_buffer = 0, xfb_offset = 0) out float unsized[];
layout(location = 4, xfb_buffer = 2, xfb_offset = 0) out Block { vec4 v; float tail[]; } b;
layout(xfb_buffer = 3, xfb_offset = 0) out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[]; };
void main() { unsized[2] = 1.0; b.tail[1] = 1.0; gl_ClipDistance[1] = 0.0; }
