#version 310 es
// GLSL ES 3.20 §4.1.11: ES initializers are expressions only; '{ }' lists
// are desktop GLSL's (glslang: "not supported with this profile: es").
precision highp float;
layout(location = 0) out vec4 color;
void main()
{
    vec2 pair = { 0.25, 0.75 };
    color = vec4(pair, 0.0, 1.0);
}
