#version 410
// glspv-flags: -w
// A fragment shader's `varying` is an input.
layout(location = 1) varying vec4 color;
layout(location = 0) out vec4 o;
void main()
{
    o = color;
}
