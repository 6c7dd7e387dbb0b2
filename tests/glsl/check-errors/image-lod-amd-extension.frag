#version 450
layout(rgba32f, binding = 0) uniform image2D i2D;
layout(location = 0) out vec4 o;
void main() { o = imageLoadLodAMD(i2D, ivec2(0), 1); }
