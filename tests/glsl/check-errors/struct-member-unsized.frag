#version 450
// GLSL 4.60 §4.1.8: structure members that are arrays are declared with their sizes.
layout(location = 0) out vec4 color;
struct S { float a[]; vec4 b; };
struct T { int n; vec2 list[][2]; };
void main() { color = vec4(1); }
