#version 450
// GLSL 4.60 §4.4.2.1 holds for the redeclared gl_PerVertex block too: its
// captured members may not overlap another output nor pass the stride.
layout(xfb_buffer = 0, xfb_offset = 0, location = 0) out vec4 a;
layout(xfb_buffer = 0, xfb_stride = 20) out;
layout(xfb_buffer = 0) out gl_PerVertex {
    layout(xfb_offset = 8) vec4 gl_Position;    // overlaps a
    layout(xfb_offset = 16) float gl_PointSize;
    layout(xfb_buffer = 1) float gl_ClipDistance[1];
};
void main() { a = vec4(1.0); gl_Position = a; }
