#version 450
void main() {
    float a = ;
    int b = 1
    b = 2;
}
