#version 450
#define lparen (
#define f(x) [x]
#define g f
#define h(x) x(1)
int a = f lparen 1);
int b = g(2);
int c = h(f);
