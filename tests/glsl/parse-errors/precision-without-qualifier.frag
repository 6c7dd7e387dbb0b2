#version 310 es
precision float;
void main() {}
