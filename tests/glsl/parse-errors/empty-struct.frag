#version 450
struct S { };
void main() {}
