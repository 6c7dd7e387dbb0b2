#version 320 es
// What GLSL ES indexes freely: fragment outputs, storage block and sampler
// arrays by constant expressions (a const variable too), uniform blocks and
// (from 3.20) sampler arrays by variables, local arrays by anything.
precision highp float;
layout(location = 0) out vec4 o[2];
layout(binding = 0) uniform U { int i; } u[2];
layout(binding = 2) buffer B { vec4 v; } bufs[2];
layout(binding = 4) uniform highp sampler2D ss[2];
void main()
{
    const int one = 1;
    float local[2] = float[2](1.0, 2.0);
    o[one] = bufs[0].v + bufs[one].v;
    o[0] = texture(ss[u[0].i], vec2(0.0)) + texture(ss[one], vec2(0.0)) + local[u[1].i];
}
