#version 450
layout(push_constant) uniform P { vec4 x; } p;
out vec4 c;
void main() { c = p.x; }
