#version 320 es
// GLSL ES 3.20 and GLSL 4.60 §4.3.6: 'patch' qualifies tessellation
// control outputs only (and §4.3.4 tessellation evaluation inputs).
layout(location = 0) patch out vec4 o;
void main() { o = vec4(0.0); gl_Position = vec4(0.0); }
