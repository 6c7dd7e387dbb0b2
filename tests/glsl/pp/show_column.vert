// args: -fshow-column
#version 450
#define F(a) a
  int x = F(1, 2);
	#error tab  indented
