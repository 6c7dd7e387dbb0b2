#version 310 es
// ES 3.10 has input and output blocks only with GL_EXT_shader_io_blocks.
layout(location = 0) in vec4 p;
layout(location = 0) out Varyings { vec4 color; } v;
out gl_PerVertex { vec4 gl_Position; };
void main() { v.color = p; gl_Position = p; }
