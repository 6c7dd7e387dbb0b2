#version 310 es
// GLSL ES 3.10 §4.3.9: uniform block arrays are indexed by constant
// expressions (3.20 and GL_EXT_gpu_shader5 take dynamically uniform ones).
precision highp float;
layout(location = 0) flat in int i;
layout(binding = 0) uniform Block { vec4 x; } blocks[2];
layout(location = 0) out vec4 color;
void main()
{
    color = blocks[1].x + blocks[i].x;
}
