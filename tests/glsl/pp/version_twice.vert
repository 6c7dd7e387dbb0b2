#version 450
int x;
#version 450
