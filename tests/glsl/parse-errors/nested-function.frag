#version 450
void main() {
    void inner() {}
}
