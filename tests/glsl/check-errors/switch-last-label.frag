#version 320 es
// GLSL ES 3.20 and GLSL 4.60 §6.2: fall-through labels are allowed, but no
// label may end the switch without a statement after it (as in GLSL ES 3.00
// and GLSL 1.30 to 4.30); nothing may come before the first label.
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
    }
    switch (u.x) {
    case 1:
    case 2:
        o.z = 1.0;
    default:
    }
    switch (u.x) {
        o.y = 2.0;
    default:
        o.y = 1.0;
    }
}
