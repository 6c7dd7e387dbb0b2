#version 451
int x;
