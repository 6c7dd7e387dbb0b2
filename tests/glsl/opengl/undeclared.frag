#version 330 core
in vec4 p;
out vec4 c;
void main() {
    c = p + x;
}
