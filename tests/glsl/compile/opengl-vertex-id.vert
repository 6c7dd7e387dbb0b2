#version 450
// target-env: opengl4.5
// OpenGL's gl_VertexID and gl_InstanceID are the VertexId and InstanceId
// built-ins (Vulkan's gl_VertexIndex and gl_InstanceIndex count from the
// base vertex and instance), as glslangValidator -G writes them.
layout(location = 0) out vec4 ids;

void main()
{
    ids = vec4(gl_VertexID, gl_InstanceID, 0.0, 1.0);
    gl_Position = ids;
}
