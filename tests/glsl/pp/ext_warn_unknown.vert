#version 450
#extension GL_XYZ_not_real : enable
#extension GL_XYZ_not_real : warn
#extension GL_XYZ_not_real : disable
int x;
