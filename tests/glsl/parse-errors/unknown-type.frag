#version 450
Light l;
void main() {}
