#version 310 es
// GLSL ES 3.20 §5.5/§5.6: vectors and matrices have no length() method in
// GLSL ES (desktop GLSL gained it in 4.20); arrays have one.
precision mediump float;
layout(location = 0) out vec4 o;
void main()
{
    vec4 v = vec4(1.0);
    mat3 m = mat3(1.0);
    float a[3] = float[3](1.0, 2.0, 3.0);
    o = vec4(float(v.length()), float(m.length()), float(a.length()), 1.0);
}
