#version 310 es
layout(binding = 0) uniform sampler3D volume;
layout(location = 0) out mediump vec4 color;
void main()
{
    float x = 1.0;
    mediump float y = 1;
    mediump vec2 v = vec2(1.0) + 2;
    color = vec4(y, v, 0.0);
}
