#version 410
#extension GL_ARB_shading_language_420pack : enable
// GL_ARB_shading_language_420pack brings '{ }' initializer lists to 4.10.
layout(location = 0) out vec4 color;
void main()
{
    float weights[2] = { 0.25, 0.75 };
    mat2 m = { { 1.0, 0.0 }, vec2(0.0, 1.0) };
    color = vec4(weights[0], weights[1], m[1]);
}
