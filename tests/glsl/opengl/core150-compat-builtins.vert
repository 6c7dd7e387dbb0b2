#version 150 core
in vec4 p;
void main() {
    gl_Position = gl_ModelViewMatrix * p;
}
