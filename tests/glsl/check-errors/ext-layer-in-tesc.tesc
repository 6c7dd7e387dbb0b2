#version 450
// GL_NV_viewport_array2 declares gl_Layer in tessellation control shaders; Vulkan has none there.
#extension GL_NV_viewport_array2 : require
layout(vertices = 3) out;
void main()
{
    gl_Layer = 1;
}
