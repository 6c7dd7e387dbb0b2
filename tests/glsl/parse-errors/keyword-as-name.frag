#version 450
float struct;
void main() {}
