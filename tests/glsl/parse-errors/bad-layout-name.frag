#version 450
layout(location = 0, 3) out vec4 c;
void main() {}
