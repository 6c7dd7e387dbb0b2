#version 100
precision mediump float;
out vec4 color;
void main()
{
    color = vec4(1.0);
}
