#version 450
// GL_ARB_shader_viewport_layer_array: gl_Layer from a tessellation evaluation shader.
#extension GL_ARB_shader_viewport_layer_array : require
layout(triangles) in;

void main()
{
    gl_Position = gl_in[0].gl_Position * gl_TessCoord.x;
    gl_Layer = gl_PrimitiveID;
}
