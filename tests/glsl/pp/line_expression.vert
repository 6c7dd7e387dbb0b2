#version 450
// GLSL 4.60 §3.3: #line takes constant integer expressions after macro expansion.
#define BASE 100
#line BASE + 10 (2 * 3)
int a = __LINE__;
#line 7 + 1
int b = __LINE__ + __FILE__;
void main() { gl_Position = vec4(a, b, 0, 1); }
