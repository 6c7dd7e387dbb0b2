#version 140 core
int x;
