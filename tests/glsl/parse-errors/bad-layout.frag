#version 450
layout(location = ) out vec4 c;
void main() {}
