#version 450
// GLSL 4.40 and 4.50 (and GLSL ES 3.10) dropped §6.2's rule that a label may
// not end the switch: a label with nothing after it is a warning there, not
// an error. A statement before the first label stays an error.
layout(location = 0) out vec4 o;
layout(binding = 0) uniform U { int x; } u;
void main()
{
    o = vec4(0.0);
    switch (u.x) {
    case 0:
        o.x = 1.0;
        break;
    default:
    }
    switch (u.x) {
        o.y = 2.0;
    default:
        o.y = 1.0;
    }
}
