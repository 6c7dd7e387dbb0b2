#version 120
// GLSL 1.20: attribute and varying (GLSL 1.20 4.3.3, 4.3.6).
attribute vec4 pos;
varying vec2 uv;
void main() { uv = pos.xy; gl_Position = pos; }
