#version 450
// GLSL 4.60 §6.1: "Formal parameters can have parameter, precision, and
// memory qualifiers, but no other qualifiers"; const cannot go with out or
// inout (§6.1.1).
layout(location = 0) out vec4 color;
float u(uniform float x) { return x; }
float s(buffer float x) { return x; }
float f(flat float x) { return x; }
float i(invariant float x) { return x; }
float l(layout(location = 0) float x) { return x; }
void o(const out float x) { }
void main() { color = vec4(1.0); }
