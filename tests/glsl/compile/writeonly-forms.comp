#version 450
// GLSL 4.60 §4.10: writeonly memory written in each form it is reached by
// (a nameless block's member, an array of blocks, a buffer reference, a
// swizzle, an out argument of a built-in) and its lengths queried: no reads.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) writeonly buffer W { float f; vec4 v; float a[]; } w[2];
layout(std430, binding = 1) writeonly buffer N { float nf; };
layout(buffer_reference, std430) writeonly buffer R { float rf; };
layout(std430, binding = 2) buffer P { R r; vec4 o; } p;
void main() {
    nf = 1.0;
    p.r.rf = 1.0;
    w[0].v.xy = vec2(1.0);
    p.o.x = modf(1.5, w[1].f);
    p.o.y = float(w.length() + w[0].a.length());
}
