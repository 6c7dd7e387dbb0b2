#version 310 es
// The constant initializers GLSL ES takes (§4.3.2, §4.3.3): built-in calls on
// constants, constructors, arrays and structs of constants, consts named in
// other consts' initializers, globals initialized by constants.
precision highp float;
layout(location = 0) out vec4 color;
struct S { float x; vec2 y; };
const float a = sin(0.5) + 1.0;
const float b[2] = float[2](a, 2.0);
const S s = S(b[1], vec2(a));
float g = b[0] * 2.0;
void main()
{
    const vec3 v = vec3(max(a, s.x), s.y);
    const float n = float(b.length());
    g += 1.0;
    color = vec4(v, n + g);
}
