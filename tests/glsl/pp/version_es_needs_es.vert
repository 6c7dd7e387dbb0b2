#version 310
int x;
