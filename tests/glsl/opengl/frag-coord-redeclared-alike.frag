#version 150
// GLSL 4.60 4.4.1.3 (1.50 4.3.8.1): every redeclaration of gl_FragCoord
// has the same qualifiers; the same one again is fine.
layout(origin_upper_left) in vec4 gl_FragCoord;
layout(origin_upper_left) in vec4 gl_FragCoord;
layout(pixel_center_integer) in vec4 gl_FragCoord;
out vec4 color;
void main() { color = gl_FragCoord; }
