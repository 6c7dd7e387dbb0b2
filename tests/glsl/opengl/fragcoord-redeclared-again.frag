#version 150
// GLSL 4.60 4.4.1.3: "the first redeclarations of gl_FragCoord must appear
// before any use"; a later one with the same qualifiers may follow a use.
#extension GL_ARB_fragment_coord_conventions : enable
layout(origin_upper_left) in vec4 gl_FragCoord;
out vec4 color;
float first = gl_FragCoord.x;
layout(origin_upper_left) in vec4 gl_FragCoord;
void main() { color = gl_FragCoord + first; }
