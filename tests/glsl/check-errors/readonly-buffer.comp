#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) readonly buffer B { float f; };
void main() {
    f = 1.0;
}
