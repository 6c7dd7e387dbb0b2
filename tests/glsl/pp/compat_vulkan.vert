#version 450 compatibility
int x;
