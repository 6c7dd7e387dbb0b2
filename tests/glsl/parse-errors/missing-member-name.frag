#version 450
uniform U { float; } u;
void main() {}
