#version 450
// gl_BaryCoordEXT exists in fragment shaders only.
#extension GL_EXT_fragment_shader_barycentric : require
void main()
{
    gl_Position = vec4(gl_BaryCoordEXT, 1.0);
}
