#version 120
// GLSL 1.20: gl_FragData and texture2D (GLSL 1.20 7.2, 8.7).
varying vec2 uv;
uniform sampler2D s;
void main() { gl_FragData[0] = texture2D(s, uv); }
