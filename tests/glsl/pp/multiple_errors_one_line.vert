#version 450
#define F(a) a
int x = F(1, 2) + F(3, 4) + F(5, 6);
