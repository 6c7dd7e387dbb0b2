#version 450
layout(std140, binding = 0) uniform U {
    layout(offset = 16) vec4 a;
    layout(offset = 0) vec4 b;
} u;
out vec4 o;
void main() { o = u.a + u.b; }
