#version 450
float a, 2.0;
void main() {}
