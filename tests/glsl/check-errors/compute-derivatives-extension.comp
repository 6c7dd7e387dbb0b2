#version 450
// Derivatives in compute shaders need the extension.
layout(local_size_x = 2, local_size_y = 2) in;
layout(set = 0, binding = 0) buffer Out { float v; } o;
void main() { o.v = dFdx(o.v); }
