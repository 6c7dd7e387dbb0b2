#version 450
#define ADD(a, b) ((a) + (b))
#define ID(x) x
#define NONE() 7
#define PICK(a, b, c) b
int x = ADD(1, 2) * ADD((3, 4), f(5, 6));
int y = ID() + ID(ID(ID(9))) + NONE();
int z = PICK(, (1, [2]), );
int w = ADD;   // a function-like name without '(' stays
