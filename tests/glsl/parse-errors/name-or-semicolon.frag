#version 450
float = 1.0;
void main() {}
