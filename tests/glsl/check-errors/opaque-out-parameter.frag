#version 450
// GLSL 4.60 §4.1.7: "Opaque variables cannot be treated as l-values; hence
// cannot be used as out or inout function parameters". 'in' is fine.
layout(binding = 0) uniform sampler2D s;
layout(location = 0) out vec4 o;
struct Holder { sampler2D s; float f; };
void get(out sampler2D x);
void swap(inout sampler2D x[2]) {}
void hold(out Holder h) { h.f = 1.0; }
void image(inout image2D i);
vec4 fine(in sampler2D x) { return texture(x, vec2(0.0)); }
void main() { o = fine(s); }
