#version 450
// clock2x32ARB() needs GL_ARB_shader_clock enabled.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { uvec2 t; };
void main()
{
    t = clock2x32ARB();
}
