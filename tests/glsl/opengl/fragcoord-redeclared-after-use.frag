#version 150
// GLSL 4.60 4.4.1.3: the first redeclaration of gl_FragCoord comes before
// any use of it.
#extension GL_ARB_fragment_coord_conventions : enable
out vec4 color;
float first = gl_FragCoord.x;
layout(origin_upper_left) in vec4 gl_FragCoord;
void main() { color = gl_FragCoord + first; }
