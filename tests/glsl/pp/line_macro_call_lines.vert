#version 450
// __LINE__ out of a macro replacement is the line read to (the call's ")" line), as glslangValidator -E;
// one written in an argument keeps its own line.
#define F(a, b) a + b + __LINE__
int x = F(1,
  2
  );
int y = F(
__LINE__,
3);
__LINE__
#define G __LINE__
int z = G;
int w = F(G,
G);
void main(){}
