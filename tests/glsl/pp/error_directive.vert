#version 450
#error this shader   is  not  ready
int x;
