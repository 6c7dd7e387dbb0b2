#version 450
// A message's line and column after CRLF lines (the lexer's quick loop).
#define F(x) x

int a = 1;
   int b = F(1, 2);
