#version 450
// offset with std140, going forward (GLSL 4.60 4.4.5).
layout(std140, binding = 0) uniform U {
    layout(offset = 0) vec4 a;
    layout(offset = 32) vec4 b;
} u;
out vec4 o;
void main() { o = u.a + u.b; }
