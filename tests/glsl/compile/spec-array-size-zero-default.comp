#version 450
// An array sized by an expression of specialization constants that is 0 with
// the defaults stays an OpSpecConstantOp-sized array (glslang keeps it), and
// constant indices are not checked against its default length.
layout(local_size_x = 1) in;
layout(constant_id = 0) const uint N = 8;
layout(constant_id = 1) const uint M = 8;
shared float s[N * M - 64];
layout(binding = 0) buffer B { float o[]; };
void main() { s[5] = 1.0; o[0] = s[0] + float(s.length()); }
