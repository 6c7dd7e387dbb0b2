#version 100
// ES 1.00 has attribute, and the Lod texture functions in vertex shaders (ES 1.00 8.7).
attribute vec4 pos;
varying vec4 col;
uniform sampler2D s;
void main() { col = texture2DLod(s, pos.xy, 0.0); gl_Position = pos; }
