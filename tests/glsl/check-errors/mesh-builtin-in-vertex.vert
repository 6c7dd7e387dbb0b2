#version 450
// gl_MeshVerticesEXT exists only in mesh shaders.
void main()
{
    gl_MeshVerticesEXT[0].gl_Position = vec4(0.0);
}
