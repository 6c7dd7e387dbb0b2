#version 450
// GLSL 4.60 §4.3.6: 'patch' on an output only in a tessellation control shader.
layout(location = 0) patch out vec4 p;
void main() { p = vec4(1.0); gl_Position = vec4(0.0); }
