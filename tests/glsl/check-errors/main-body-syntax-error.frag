#version 450
// A syntax error in the body of a well-formed main: that error alone (the
// header is checked and has nothing wrong).
layout(location = 0) out vec4 color;
void main() {
  color = vec4(1.0);
  [ ] ;
}
