#version 310 es
// main must be declared void main() (GLSL ES 3.10 6.1): the header of a
// definition is checked even when its body holds a syntax error (as glslang
// reports line 5 first); the body is not checked, so x is not reported.
int main() {
  x = 1;
  [ ] ;
}
