#version 430
layout(std140) uniform U {
    layout(offset = 0) vec4 a;
};
out vec4 o;
void main() { o = a; }
