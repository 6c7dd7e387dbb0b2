#version 310 es
// GL_EXT_null_initializer: {} is the one initializer list GLSL ES has.
#extension GL_EXT_null_initializer : enable
precision highp float;
layout(location = 0) out vec4 o;
void main() { vec4 a = {}; o = a; }
