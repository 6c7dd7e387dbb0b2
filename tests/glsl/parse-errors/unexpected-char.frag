#version 450
void main() {
    float a = 1.0 @ 2.0;
}
