#version 450
void main() {
    int goto = 1;
}
