#version 310 es
// GLSL ES 3.10 §4.1.9: an array is sized by its declaration or its
// initializer; desktop GLSL sizes `float a[];` by its largest constant index.
precision highp float;
layout(location = 0) out vec4 color;
float g[];
void main()
{
    float a[];
    a[1] = 2.0;
    g[0] = 1.0;
    float b[] = float[](1.0, 2.0);
    color = vec4(a[1], b[1], g[0], 0.0);
}
