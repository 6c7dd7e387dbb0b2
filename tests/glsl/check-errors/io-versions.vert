#version 400
// GLSL 4.00: vertex inputs may have locations (3.30), other stages'
// outputs not before 4.10 (or GL_ARB_separate_shader_objects), nor may
// gl_PerVertex be redeclared.
layout(location = 0) in vec4 p;
layout(location = 0) out vec4 color;
out gl_PerVertex { vec4 gl_Position; };
void main() { color = p; gl_Position = p; }
