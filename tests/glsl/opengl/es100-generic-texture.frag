#version 100
// GLSL ES 1.00 has texture2D, not texture (ES 3.00 8.9).
precision mediump float;
varying vec2 uv;
uniform sampler2D s;
void main() { gl_FragColor = texture(s, uv); }
