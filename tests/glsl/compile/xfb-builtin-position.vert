#version 450
// GLSL 4.60 §4.4.2.1: gl_Position captured through the redeclared
// gl_PerVertex block, members following the block's offset or at their own;
// an output with xfb_buffer but no xfb_offset is not captured (XfbBuffer and
// XfbStride, no Offset, as glslang writes it); an implicit stride rounded to 4.
layout(location = 0, xfb_buffer = 1) out float not_captured;
layout(location = 1, xfb_offset = 0) out vec4 first;
layout(location = 2) out float plain;
layout(location = 3, xfb_buffer = 3, xfb_offset = 4) out vec2 third;
layout(xfb_buffer = 1) out gl_PerVertex {
    layout(xfb_offset = 16) vec4 gl_Position;
    layout(xfb_offset = 0) float gl_PointSize;
};
layout(xfb_buffer = 2, xfb_stride = 32) out;
layout(location = 4, xfb_buffer = 2) out B {
    layout(xfb_offset = 0) float m0;
    float m1;
    layout(xfb_offset = 8) vec2 m2;
} b;
void main()
{
    gl_Position = vec4(1.0);
    gl_PointSize = 1.0;
    not_captured = 1.0;
    plain = 2.0;
    first = vec4(0.0);
    third = vec2(3.0);
    b.m0 = 1.0;
    b.m2 = vec2(2.0);
}
