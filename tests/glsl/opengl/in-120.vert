#version 120
attribute vec4 p;
in vec4 q;
void main()
{
    gl_Position = p + q;
}
