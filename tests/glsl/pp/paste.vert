#version 450
#define CAT(a, b) a ## b
#define CAT3(a, b, c) a ## b ## c
#define VEC(n) vec ## n
#define SUFFIX(x) x ## u
VEC(4) v = VEC(4)(CAT(1, .0));
uint u = SUFFIX(12) + CAT(0x, FFu);
int CAT(, left) = CAT(right, ) + CAT3(a, , b) + CAT(,);
float CAT3(x, 1, y);
int q = CAT(<, <) CAT(+, =);
