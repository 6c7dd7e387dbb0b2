#version 320 es
// A double literal in GLSL ES, even with the desktop fp64 extension.
#extension GL_ARB_gpu_shader_fp64 : enable
precision highp float;
layout(location = 0) out vec4 color;
void main()
{
    color = vec4(2.0lf, 1.0LF, 0.0, 1.0);
}
