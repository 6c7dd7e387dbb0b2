#version 450
// No main and an undefined function: OpenGL checks those when it links the program.
float f(float x);
float g(float x) { return f(x) * 2.0; }
