#version 140
in vec4 p;
invariant gl_Position;
out vec4 gl_Position;
void main()
{
    gl_Position = p;
}
