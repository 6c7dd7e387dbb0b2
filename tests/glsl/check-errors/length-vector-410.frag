#version 410
// GLSL 4.20 (GL_ARB_shading_language_420pack) gave vectors and matrices a
// length() method; before it only arrays have one.
layout(location = 0) out vec4 o;
void main()
{
    vec4 v = vec4(1.0);
    mat3 m = mat3(1.0);
    float a[3] = float[3](1.0, 2.0, 3.0);
    o = vec4(float(v.length()), float(m.length()), float(a.length()), 1.0);
}
