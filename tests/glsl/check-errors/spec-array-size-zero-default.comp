#version 450
// A specialization constant named as an array size must have a positive default
// (glslang agrees); an expression of them may default to 0 (spec/array-size-zero-default).
layout(local_size_x = 1) in;
layout(constant_id = 0) const int Z = 0;
shared float s[Z];
void main() { s[0] = 1.0; }
