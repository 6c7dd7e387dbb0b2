#version 450
float a = 1.0
float b;
void main() {}
