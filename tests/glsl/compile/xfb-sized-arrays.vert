#version 450
// GLSL 4.60 §4.4.2.1: sized arrays are captured whole, through a block's
// xfb_offset too; xfb_buffer and xfb_stride may be defaults of 'out'.
layout(xfb_buffer = 1, xfb_stride = 64) out;
layout(location = 0, xfb_buffer = 0, xfb_offset = 0) out float sized[3];
layout(location = 4, xfb_offset = 16) out Block { vec4 v; float tail[2]; } b;
layout(xfb_buffer = 3, xfb_offset = 0) out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[2]; };
void main() { sized[2] = 1.0; b.tail[1] = 1.0; gl_ClipDistance[1] = 0.0; gl_Position = vec4(0.0); }
