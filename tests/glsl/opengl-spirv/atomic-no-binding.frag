#version 450
// An atomic counter needs layout(binding) (GLSL 4.60 4.4.6.3).
uniform atomic_uint c;
layout(location = 0) out vec4 color;

void main()
{
    color = vec4(atomicCounter(c));
}
