#version 450
// GLSL 4.60 §4.4.2.3: layout(index) is 0 or 1 (the blend equation's first or second
// source).
layout(location = 0) out vec4 color;
layout(location = 0, index = 1) out vec4 second;
layout(location = 1, index = 2) out vec4 third;
void main() { color = vec4(1); second = vec4(0); }
