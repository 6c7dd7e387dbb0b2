#version 460
#extension GL_EXT_null_initializer : enable
// {} is a whole null initializer only: nested, it has nothing to size or type
// an element with (glslang crashes on it).
layout(location=0) out vec4 o;
struct S { int x; float y; };
void main() {
  int a[1][3] = { {} };
  S s = { 1, {} };
  int b[2] = { 1, {} };
  o = vec4(a[0][1] + s.x + b[1]);
}
