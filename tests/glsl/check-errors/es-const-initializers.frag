#version 310 es
// GLSL ES 3.20 §4.3.2: a const's initializer is a constant expression, in
// functions too (desktop GLSL lets local consts take any value); §4.3: so
// is a global's (unless GL_EXT_shader_non_constant_global_initializers).
precision highp float;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform U { float u; } ub;
float f() { return 1.0; }
float g = 2.0;
const float a = f();
const float b[2] = float[2](1.0, g);
float h = g;
float k = ub.u + 1.0;
void main()
{
    float l = 3.0;
    const float d = l;
    const float e = ub.u;
    const vec2 v = vec2(sin(l));
    struct S { float x; };
    const S s = S(l);
    color = vec4(a + b[0] + h + k, d + e, v.x, s.x);
}
