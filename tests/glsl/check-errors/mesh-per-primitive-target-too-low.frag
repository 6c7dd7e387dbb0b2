#version 450
// A perprimitiveEXT input needs SPV_EXT_mesh_shader, so SPIR-V 1.4.
#extension GL_EXT_mesh_shader : require
layout(location = 0) perprimitiveEXT in vec4 faceColor;
layout(location = 0) out vec4 color;
void main()
{
    color = faceColor;
}
