#version 450
// void is no element type (GLSL 4.60 §4.1.1: void only for functions that
// return nothing and empty parameter lists): no arrays of it anywhere.
layout(location = 0) out vec4 o;
void a[2];
void f(void p[2]) {}
void[2] g() {}
void main()
{
    void b[3];
    o = vec4(1.0);
}
