#version 310 es
// ES has no double and no 1D samplers; buffer samplers come with 3.20.
precision mediump float;
uniform sampler1D line;
uniform highp samplerBuffer texels;
layout(location = 0) out vec4 color;
void main()
{
    double d = 1.0;
    color = vec4(d);
}
