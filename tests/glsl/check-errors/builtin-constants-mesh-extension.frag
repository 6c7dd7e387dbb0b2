#version 460
// The mesh shader limits belong to GL_NV_mesh_shader and GL_EXT_mesh_shader:
// without the extension enabled they are not part of the language.
layout(location = 0) out vec4 o;
void main()
{
    o = vec4(gl_MaxMeshOutputVerticesNV + gl_MaxMeshViewCountEXT);
}
