#version 450
// target-env: opengl4.5
// OpenGL's fragment origin is the lower left unless gl_FragCoord is
// redeclared with origin_upper_left (GLSL 4.60 4.4.1.3), which gives
// OriginUpperLeft, and pixel_center_integer PixelCenterInteger.
layout(origin_upper_left, pixel_center_integer) in vec4 gl_FragCoord;
layout(location = 0) out vec4 color;

void main()
{
    color = gl_FragCoord;
}
