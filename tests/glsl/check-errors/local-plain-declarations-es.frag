#version 310 es
// Plain locals of GLSL ES: a float needs a precision where the fragment
// shader has no default; const locals take only constant initializers.
layout(location = 0) out highp vec4 color;
void main()
{
    float f = 1.0;
    mediump float g = 2.0;
    const highp float h = color.x;
    color = vec4(f + g + h);
}
