#version 450
layout(constant_id = 3) const int n = 4;
out vec4 c;
void main() { c = vec4(n); }
