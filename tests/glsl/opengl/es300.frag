#version 300 es
// GLSL ES 3.00 (WebGL 2): in/out, a default precision, texture() and a located output.
precision highp float;
in vec2 uv;
uniform sampler2D s;
layout(location = 0) out vec4 o;
void main() { o = texture(s, uv); }
