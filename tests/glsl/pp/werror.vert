// args: -Werror
#version 450
#extension GL_XYZ_not_real : enable
int x;
