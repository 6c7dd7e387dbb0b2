#version 420
// GLSL 4.20 3.1: a backslash before a newline continues the line, in a
// comment too (the next line is still part of it): \
gl_Position = garbage;
in vec4 p;
#define SCALE(v) \
    ((v) * 2.0)
void main()
{
    gl_Position = SCALE(\
        p);
}
