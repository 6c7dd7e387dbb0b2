#version 450
#define CAT(a, b) a ## b
int x = CAT(+, /);
int y = CAT(a, 1.5);
#define BAD ## x
#define BAD2(x) x ##
int z = BAD + BAD2(1);
