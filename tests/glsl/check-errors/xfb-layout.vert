#version 450
// GLSL 4.60 §4.4.2.1: captured outputs may not overlap in a buffer ("No
// aliasing in output buffers is allowed"), none may run past its buffer's
// xfb_stride (declared before or after), a buffer has one stride, a multiple
// of 8 when it captures doubles, at most gl_MaxTransformFeedbackInterleaved-
// Components * 4 bytes; buffers are below gl_MaxTransformFeedbackBuffers (4).
layout(xfb_buffer = 0, xfb_offset = 0, location = 0) out vec4 a;
layout(xfb_buffer = 0, xfb_offset = 8, location = 1) out vec4 overlaps_a;
layout(xfb_buffer = 1, xfb_offset = 12, location = 2) out Block {
    vec4 v;                            // bytes 12 to 27
    float u;                           // 28
    layout(xfb_buffer = 2) float x;    // 32, but another buffer than its block's
    layout(xfb_offset = 20) float w;   // overlaps v
} b;
layout(xfb_buffer = 1, xfb_stride = 40) out;
layout(xfb_buffer = 1, xfb_stride = 44) out;
layout(xfb_buffer = 2, xfb_stride = 20, xfb_offset = 0, location = 3) out double d;
layout(xfb_buffer = 3, xfb_offset = 0, location = 4) out float big[70];
layout(xfb_buffer = 4, xfb_offset = 0, location = 5) out float none;
void main() { a = vec4(1); overlaps_a = a; b.v = a; d = 1.0; big[0] = 1.0; none = 1.0; }
