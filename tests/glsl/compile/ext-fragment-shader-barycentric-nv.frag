#version 450
// GL_NV_fragment_shader_barycentric: the same built-ins with SPV_NV_fragment_shader_barycentric.
#extension GL_NV_fragment_shader_barycentric : require
layout(location = 0) pervertexNV in float f[];
layout(location = 0) out float value;

void main()
{
    value = gl_BaryCoordNV.x * f[0] + gl_BaryCoordNV.y * f[1] + gl_BaryCoordNoPerspNV.z * f[2];
}
