#version 310 es
// Tessellation is core in ES 3.20; 3.10 needs GL_EXT_tessellation_shader.
layout(vertices = 3) out;
void main() { gl_TessLevelOuter[0] = 1.0; }
