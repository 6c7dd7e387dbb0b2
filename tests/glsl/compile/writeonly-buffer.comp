#version 450
// GLSL 4.60 §4.10: writeonly memory is written, never read: a plain
// assignment, an out argument and length() (a query, not a read) are fine.
layout(local_size_x = 1) in;
layout(std430, binding = 0) writeonly buffer W { float f; float a[]; } w;
layout(std430, binding = 1) buffer M { writeonly uint u; int i; } m;
layout(binding = 2, rgba8) writeonly uniform image2D img;
void out_arg(out float x) { x = 1.0; }
void main() {
    w.f = 2.0;
    w.a[m.i] = 3.0;
    out_arg(w.a[2]);
    m.u = uint(w.a.length());
    imageStore(img, imageSize(img) - 1, vec4(w.a.length()));
}
