#version 310 es
// target-env: opengl4.5
// glslangValidator -G compiles GLSL ES 3.10 and later for OpenGL too
// (GL_ARB_gl_spirv; ES 1.00 and 3.00 are refused, as for Vulkan).
layout(location = 0) uniform highp mat4 mvp;
layout(location = 0) in highp vec4 position;
layout(binding = 0, std140) uniform Light { mediump vec4 color; };
layout(location = 0) out mediump vec4 shade;

void main()
{
    gl_Position = mvp * position;
    shade = color;
}
