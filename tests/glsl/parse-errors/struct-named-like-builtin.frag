#version 450
struct vec4 { float x; };
void main() {}
