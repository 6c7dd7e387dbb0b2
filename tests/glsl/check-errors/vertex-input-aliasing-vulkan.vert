#version 450
// Vulkan refuses two vertex inputs on the same components of a location;
// OpenGL takes them (GLSL 4.60 4.4.1, tests/glsl/opengl-spirv/vertex-input-aliasing.vert).
layout(location = 0) in vec4 position;
layout(location = 0) in vec3 normal;
layout(location = 1) in int which;

void main()
{
    gl_Position = which == 0 ? position : vec4(normal, 1.0);
}
