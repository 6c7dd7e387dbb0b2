#version 450
#define F(a, b) a * b
int x = F(1,
          2) + 3;
int y = F
(4, 5);
int z;
