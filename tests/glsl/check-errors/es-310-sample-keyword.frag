#version 310 es
// GLSL ES 3.10 reserves `sample` (§3.7); it is a keyword from 3.20 or with
// GL_OES_shader_multisample_interpolation.
precision highp float;
layout(location = 0) sample in vec4 a;
layout(location = 0) out vec4 color;
void main()
{
    color = a;
}
