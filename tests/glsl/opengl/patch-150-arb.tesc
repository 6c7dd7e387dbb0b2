#version 150
#extension GL_ARB_tessellation_shader : enable
layout(vertices = 3) out;
patch out vec4 center;
void main()
{
    center = vec4(1.0);
    gl_TessLevelOuter[0] = 1.0;
}
