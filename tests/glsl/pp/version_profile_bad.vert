#version 450 fancy
int x;
