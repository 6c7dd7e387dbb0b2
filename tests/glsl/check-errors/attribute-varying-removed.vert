#version 450
// GLSL 4.20 removed `attribute` and `varying` from the core profile: `in` and
// `out` replace them.
layout(location = 0) attribute vec4 position;
layout(location = 0) varying vec4 color;
void main()
{
    gl_Position = position;
    color = position;
}
