#version 450
// GLSL 4.60 4.4.1: in OpenGL two vertex shader inputs outside blocks may
// alias components of a location (each path reads one of them); Vulkan
// refuses the overlap, -G takes it as glslangValidator -G does.
layout(location = 0) in vec4 position;
layout(location = 0) in vec3 normal;
layout(location = 1) in int which;

void main()
{
    gl_Position = which == 0 ? position : vec4(normal, 1.0);
}
