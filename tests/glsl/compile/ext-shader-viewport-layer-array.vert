#version 450
// GL_ARB_shader_viewport_layer_array: gl_Layer and gl_ViewportIndex from a vertex shader.
#extension GL_ARB_shader_viewport_layer_array : require
layout(location = 0) in vec4 pos;

void main()
{
    gl_Position = pos;
    gl_Layer = gl_InstanceIndex;
    gl_ViewportIndex = 0;
}
