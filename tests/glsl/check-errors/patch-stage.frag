#version 450
// §4.3.4: 'patch' inputs are the tessellation evaluation shader's only
// (a block too).
layout(location = 0) patch in vec4 p;
layout(location = 1) patch in Block { vec4 q; } b;
layout(location = 0) out vec4 o;
void main() { o = p + b.q; }
