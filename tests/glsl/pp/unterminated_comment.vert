#version 450
int a;
/* never closed
int b;
