#version 450
void main() {
    float f = 1.0e;
}
