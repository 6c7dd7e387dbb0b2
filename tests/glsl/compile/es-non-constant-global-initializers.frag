#version 310 es
// GL_EXT_shader_non_constant_global_initializers: a global takes any
// initializer (run at the start of main).
#extension GL_EXT_shader_non_constant_global_initializers : require
precision highp float;
layout(location = 0) out vec4 color;
layout(binding = 0) uniform U { float u; } ub;
float g = ub.u * 2.0;
void main() { color = vec4(g); }
