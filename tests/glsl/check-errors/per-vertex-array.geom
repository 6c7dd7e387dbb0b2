#version 450
layout(triangles) in;
layout(line_strip, max_vertices = 2) out;
layout(location = 0) in vec4 notArray;
layout(location = 1) in vec4 wrongSize[2];
void main()
{
    EmitStreamVertex(gl_InvocationID);
}
