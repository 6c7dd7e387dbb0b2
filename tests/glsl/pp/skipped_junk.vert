#version 450
#if 0
This is not GLSL: $ @ ` 'c' "unterminated
#bogus directive
#error never reported
#version 999
#include "does_not_exist.h"
#define X(a, a) broken
0x 1e+ 09 4294967296
#endif
int after;
