#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { vec4 v; };
void main() {
    v.xx = vec2(1.0);
}
