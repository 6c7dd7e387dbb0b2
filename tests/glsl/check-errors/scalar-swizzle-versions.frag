#version 410
// Scalar swizzles (f.xxx) came with GLSL 4.20 / GL_ARB_shading_language_420pack;
// vectors always swizzle.
layout(location = 0) out vec4 o;
void main()
{
    float f = 1.0;
    vec2 v = vec2(2.0);
    o = vec4(f.xx, v.yx);
}
