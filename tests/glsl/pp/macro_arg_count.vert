#version 450
#define F(a, b) a + b
#define G(a) a
#define H() 1
int x = F(1);
int y = F(1, 2, 3);
int z = G(1, 2) + G() + H(1) + H();
