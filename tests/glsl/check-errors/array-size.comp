#version 450
layout(local_size_x = 1) in;
void main() {
    float a[0];
}
