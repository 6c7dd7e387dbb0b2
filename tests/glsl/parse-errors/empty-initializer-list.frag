#version 450
float a[2] = { };
void main() {}
