#version 320 es
// GLSL ES 3.20 §7.1: gl_PointSize of tessellation shaders needs
// GL_EXT_tessellation_point_size (geometry: GL_EXT_geometry_point_size).
layout(triangles) in;
void main()
{
    gl_Position = gl_in[0].gl_Position;
    gl_PointSize = gl_in[1].gl_PointSize;
}
