#version core
int x;
