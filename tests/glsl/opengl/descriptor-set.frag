#version 450
layout(set = 0, binding = 1) uniform sampler2D s;
out vec4 c;
void main() { c = texture(s, vec2(0.0)); }
