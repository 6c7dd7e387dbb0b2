#version 450
subroutine(1.0) float f();
void main() {}
