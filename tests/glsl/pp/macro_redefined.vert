#version 450
#define A 1 + 2
#define A 1 + 2
#define A 1+2
#define B(x) x
#define B(y) y
