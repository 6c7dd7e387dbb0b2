#version 450
#define FOO(x) x
int a = FOO(1, (2);
