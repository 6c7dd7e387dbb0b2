#version 450
// GLSL 4.60 §4.10: "It is a compile-time error to assign to a buffer variable
// qualified with readonly or to read from a buffer variable qualified with
// writeonly"; a qualifier on the block holds for every member. Every use
// but a plain assignment's target, an out argument and length() reads.
// glslang misses the compound assignment, in and inout arguments and
// atomics; the spec makes them reads too.
layout(local_size_x = 1) in;
layout(std430, binding = 0) writeonly buffer W { float f; float a[]; } w;
layout(std430, binding = 1) buffer M { writeonly uint u; vec4 v; int i; } m;
void in_arg(float x) {}
void inout_arg(inout float x) { x = 1.0; }
void out_arg(out float x) { x = 1.0; }
void main() {
    float g = w.f;
    w.f += 1.0;
    w.a[1]++;
    in_arg(w.a[0]);
    inout_arg(w.f);
    atomicAdd(m.u, 1u);
    m.v.x = vec2(m.u).x;
    w.a[int(w.f)] = 1.0;
    bool b = g > 0.0;
    g = b ? w.f : 0.0;
    w.f;
    // not reads:
    w.f = 2.0;
    out_arg(w.a[2]);
    m.u = uint(w.a.length());
    m.v = vec4(m.i);
}
