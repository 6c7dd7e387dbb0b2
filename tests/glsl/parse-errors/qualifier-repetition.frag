#version 450
// GLSL 4.60 §4.7: "The layout qualifier is the only qualifier that can
// appear more than once. Further, a declaration can have at most one storage
// qualifier, at most one auxiliary storage qualifier, and at most one
// interpolation qualifier"; a type has one precision. Different memory
// qualifiers may go together.
layout(location = 0) in in vec4 a;
layout(location = 1) flat smooth in vec4 b;
layout(location = 2) centroid sample in vec4 c;
layout(location = 3) flat flat in vec4 d;
layout(location = 0) out vec4 o;
layout(binding = 0) coherent readonly volatile buffer B { readonly readonly float f; } bb;
void main() {
    highp mediump float x = 1.0;
    const const float y = 2.0;
    precise precise float z = 3.0;
    o = a + b + c + d + x + y + z + bb.f;
}
