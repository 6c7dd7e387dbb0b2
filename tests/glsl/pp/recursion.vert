#version 450
// Self-reference stops: the name is painted and never expanded again.
#define foo foo + 1
#define a b
#define b a
#define f(x) x + f(x)
#define g f
int x = foo;
int y = a + b;
int z = f(2);
int w = g(g)(3);
