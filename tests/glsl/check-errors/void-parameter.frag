#version 450
// GLSL 4.60 §4.1.1: "The keyword void cannot be used in any other
// declarations (except for empty formal or actual parameter lists)": a
// parameter cannot be void, named or beside others.
layout(location = 0) out vec4 color;
void a(void x) {}
void b(float y, void) {}
void c(void) {}
void main() { c(); color = vec4(1.0); }
