#version 450
layout(local_size_x = 1) in;
vec2 half_of(vec2 v) { return v.x * 0.5; }
void main() {}
