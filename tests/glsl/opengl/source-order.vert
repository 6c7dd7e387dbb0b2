#version 450
// Errors come in source order whichever phase finds them: the checker's
// error on line 5 before the preprocessor's #error on line 7, and before
// the syntax error on line 8 (glslang stops there).
float f = true;
void main() {}
#error stop here
int x = ;
