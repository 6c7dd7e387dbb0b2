#version 150
// GLSL 4.60 4.4.1.3: "All redeclarations of gl_FragCoord ... must have the
// same set of qualifiers".
#extension GL_ARB_fragment_coord_conventions : enable
layout(origin_upper_left) in vec4 gl_FragCoord;
layout(origin_upper_left, pixel_center_integer) in vec4 gl_FragCoord;
out vec4 color;
void main() { color = gl_FragCoord; }
