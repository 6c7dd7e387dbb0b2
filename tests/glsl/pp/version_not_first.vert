#define X 1
#version 450
int x;
