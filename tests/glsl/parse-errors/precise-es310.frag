#version 310 es
// precise is a keyword from ES 3.20, or with GL_EXT_gpu_shader5.
precision mediump float;
layout(location = 0) out vec4 color;
void main() { precise float x = 1.0; color = vec4(x); }
