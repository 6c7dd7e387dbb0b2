#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int i; float f; };
void main() {
    i = f;
}
