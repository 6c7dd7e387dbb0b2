#version 450
// An #extension directive is in force from its line on: a trailing
// `all : disable` changes nothing above it (a mutation of a corpus shader
// once crashed the compiler this way).
#extension GL_NV_fragment_shader_barycentric : require
layout(location = 0) pervertexNV in Vertices { float attrib; } v[];
layout(location = 1) out float value;
void main()
{
    value = gl_BaryCoordNV.x * v[0].attrib + gl_BaryCoordNV.y * v[1].attrib + gl_BaryCoordNV.z * v[2].attrib;
}
#extension all : disable
