#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { float f; };
void main() {
    f = clamp(f, vec2(0.0), 1.0);
}
