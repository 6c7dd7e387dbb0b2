#version 410
// glspv-flags: -w
// Before GLSL 4.20 `attribute` is a vertex input and `varying` a vertex
// output (deprecated since 1.30: each gets a warning, as glslang gives).
layout(location = 0) attribute vec4 position;
layout(location = 1) varying vec4 color;
void main()
{
    gl_Position = position;
    color = position * 0.5;
}
