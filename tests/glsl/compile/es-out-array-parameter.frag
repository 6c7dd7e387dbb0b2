#version 310 es
// An `out` array parameter of a fragment shader is no fragment output: a
// variable may index it (GLSL ES 3.10 §4.3.6 limits the outputs only).
precision mediump float;
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;
void fill(out float a[2][2], float x)
{
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            a[i][j] = x * float(i + j);
}
void main()
{
    float a[2][2];
    fill(a, v.x);
    color = vec4(a[0][0], a[0][1], a[1][0], a[1][1]);
}
