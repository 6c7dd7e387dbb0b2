#version 310 es
// GLSL ES 3.00 removed `attribute` and `varying`.
layout(location = 0) attribute vec4 position;
layout(location = 0) varying vec4 color;
void main()
{
    gl_Position = position;
    color = position;
}
