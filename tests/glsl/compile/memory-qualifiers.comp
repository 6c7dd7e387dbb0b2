#version 450
// Memory qualifiers on blocks and members become member decorations (volatile
// implies Coherent); precise makes the arithmetic behind a value NoContraction.
layout(local_size_x = 1) in;
layout(std430, binding = 0) coherent buffer A { uint a[]; };
layout(std430, binding = 1) volatile restrict buffer B { uint b; readonly uint c; };
layout(std430, binding = 2) buffer C { coherent uint d; writeonly uint e; };
void later();
void main() { precise float x = float(b) * 2.0 + 1.0; a[0] = uint(x) + c; d = 1u; e = 2u; later(); }
void later() { float y; precise y; y = 3.0 * float(b) - 1.0; a[1] = uint(y); }
