#version 450
// GLSL 4.60 §4.4.2.1: xfb_offset is a multiple of the size of the first component
// (4, or 8 with doubles); xfb_stride a multiple of 4.
layout(xfb_buffer = 0, xfb_stride = 30) out;
layout(xfb_buffer = 1, xfb_offset = 2, location = 0) out vec4 v;
layout(xfb_buffer = 1, xfb_offset = 20, location = 1) out dvec2 d;
layout(xfb_buffer = 1, xfb_offset = 48, location = 2) out float ok;
void main() { v = vec4(1); d = dvec2(1); ok = 1.0; }
