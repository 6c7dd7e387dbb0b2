#version 300 es
// SPIR-V for OpenGL takes GLSL ES 3.10 and later (glslangValidator -G).
precision mediump float;
layout(location = 0) out vec4 color;

void main()
{
    color = vec4(1.0);
}
