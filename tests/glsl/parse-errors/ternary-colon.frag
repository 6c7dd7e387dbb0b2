#version 450
void main() {
    float x = true ? 1.0 ; 2.0;
}
