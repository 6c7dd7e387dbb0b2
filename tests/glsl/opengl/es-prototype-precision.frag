#version 300 es
// GLSL ES 3.00 4.5.4: the fragment language has no default precision for
// float, so a prototype's float parameter needs one (as a definition's
// does) until 'precision ... float;' is declared.
void f(float x);
precision mediump float;
void g(float y);
out vec4 color;
void main() { color = vec4(1.0); }
