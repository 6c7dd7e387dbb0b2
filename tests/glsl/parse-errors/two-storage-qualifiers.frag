#version 450
in out float x;
void main() {}
