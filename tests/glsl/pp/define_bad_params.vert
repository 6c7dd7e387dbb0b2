#version 450
#define F(a, a) a
#define G(a b) a
#define H(1) 1
#define I(a,
#define
#define 3 x
