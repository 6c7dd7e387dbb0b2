#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int i; };
void main() {
    i = 1.5;
    i = missing;
    i = i.xy.z;
}
