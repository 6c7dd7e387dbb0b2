#version 450
// GLSL 4.60 §4.10: reading writeonly memory is an error in each form it is
// reached by: a member of a nameless writeonly block, an element of an array
// of writeonly blocks, a writeonly buffer reference's member, a writeonly
// parameter, a swizzle's compound assignment, a condition, a switch.
// The writes and queries at the end stay valid (tests/glsl/compile/
// writeonly-forms.comp compiles them).
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 1) in;
layout(std430, binding = 0) writeonly buffer W { float f; vec4 v; float a[]; } w[2];
layout(std430, binding = 1) writeonly buffer N { float nf; };
layout(buffer_reference, std430) writeonly buffer R { float rf; };
layout(std430, binding = 2) buffer P { R r; vec4 o; } p;
void param(writeonly float x) { float y = x; }
void main() {
    float a = nf;
    float b = w[1].v.x;
    float c = p.r.rf;
    w[0].v.xy *= 2.0;
    if (w[0].f > 0.0) {}
    switch (int(w[1].a[0])) { default: break; }
    // not reads:
    nf = 1.0;
    p.r.rf = 1.0;
    w[0].v.xy = vec2(1.0);
    p.o.x = modf(1.5, w[1].f);
    p.o.y = float(w.length() + w[0].a.length());
}
