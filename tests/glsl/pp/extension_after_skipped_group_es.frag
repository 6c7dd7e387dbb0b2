#version 310 es
// GLSL ES 3.20 §3.4 (1.00 says the same): #extension must come before any
// non-preprocessor token, but the tokens of a group that a conditional skips
// are not tokens of the shader (§3.4: they are not processed), so this
// #extension is in time.
#ifndef GL_ES
precision mediump float;
uniform float skipped;
#endif
#extension GL_EXT_gpu_shader5 : enable
precision mediump float;
layout(location = 0) in float v;
layout(location = 0) out vec4 o;
void main() { o = vec4(dFdx(v)); }
