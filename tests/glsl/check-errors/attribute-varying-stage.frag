#version 410
// `attribute` declares vertex shader inputs only; a fragment shader
// `varying` is an input, and like any input it needs a location in Vulkan.
layout(location = 0) attribute vec4 position;
layout(location = 1) varying vec4 color;
layout(location = 0) out vec4 o;
void main()
{
    o = color + position;
}
