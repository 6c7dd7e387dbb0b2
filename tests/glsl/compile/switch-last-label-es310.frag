#version 310 es
// glspv-flags: -w
// GLSL ES 3.10 has no rule against a label that ends the switch (ES 3.00 and
// 3.20 do): the empty default falls out of the switch.
precision highp float;
layout(location = 0) out vec4 o;
layout(binding = 0) uniform U { int x; } u;
void main()
{
    o = vec4(0.0);
    switch (u.x) {
    case 0:
        o.x = 1.0;
        break;
    case 1:
        o.y = 1.0;
    default:
    }
}
