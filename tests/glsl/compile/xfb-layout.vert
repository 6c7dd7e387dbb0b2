#version 450
// GLSL 4.60 §4.4.2.1: outputs packed without overlap, a stride declared
// after them that holds them, the same stride given twice, a block whose
// members follow one another from its offset.
layout(xfb_buffer = 0, xfb_offset = 0, location = 0) out vec4 a;
layout(xfb_buffer = 0, xfb_offset = 16, location = 1) out float b;
layout(xfb_buffer = 1, xfb_offset = 8, location = 2) out Block { vec2 v; float u; } blk;
layout(xfb_buffer = 0, xfb_stride = 20) out;
layout(xfb_stride = 20) out;
layout(xfb_buffer = 2, xfb_offset = 0, xfb_stride = 16, location = 4) out double d[2];
void main() { a = vec4(1); b = 1.0; blk.v = vec2(1); blk.u = 1.0; d[0] = 1.0; d[1] = 2.0; }
