// Calls whose names are split by line continuations or made by pasting:
// check_call looks them up by the parser's hash of the word (Node.name_hash),
// which must be the name's whole spelling.
#version 450
layout(local_size_x=1) in;
layout(std430, binding=0) buffer B { float v[]; } b;
float tw\
ice(float x) { return 2.0 * x; }
#define CAT(a, b) a ## b
void main() {
  b.v[0] = tw\
ice(b.v[1]) + s\
qrt(b.v[2]) + CAT(tw, ice)(1.0) + CAT(sq, rt)(4.0);
}
