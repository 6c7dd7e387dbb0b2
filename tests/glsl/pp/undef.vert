#version 450
#define A 1
int a = A;
#undef A
int b = A;
#undef NEVER_DEFINED
#define A 2
int c = A;
