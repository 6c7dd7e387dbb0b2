#version 320 es
// GLSL ES 3.20 §4.3.4, §4.3.6: vertex inputs are no arrays; vertex outputs
// no arrays of arrays or of structures and no structures holding arrays.
struct P { float a; };
struct A { float a[2]; };
layout(location = 0) in vec4 arr[2];
layout(location = 2) in vec4 p;
layout(location = 0) out float aa[2][2];
layout(location = 4) out P ap[2];
layout(location = 6) out A sa;
void main() { gl_Position = arr[0] + p; }
