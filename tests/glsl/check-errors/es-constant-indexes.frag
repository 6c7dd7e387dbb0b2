#version 310 es
// GLSL ES indexes these arrays with constant expressions only: fragment
// outputs (3.20 §4.3.6), shader storage blocks (§4.3.9) and, in 3.10
// without GL_EXT_gpu_shader5, samplers and images (a loop index is no
// constant expression). Desktop GLSL takes all three.
precision highp float;
layout(location = 0) out vec4 o[2];
layout(binding = 0) uniform U { int i; } u;
layout(binding = 1) buffer B { vec4 v; } bufs[2];
layout(binding = 3) uniform highp sampler2D ss[2];
void main()
{
    o[u.i] = bufs[1].v;
    o[1] = bufs[u.i].v;
    for (int k = 0; k < 2; k++)
        o[0] += texture(ss[k], vec2(0.0));
}
