#version 450
// layout(passthrough) is GL_NV_geometry_shader_passthrough's.
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
layout(passthrough, location = 0) in vec4 color[];
void main()
{
}
