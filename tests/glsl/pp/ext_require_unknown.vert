#version 450
#extension GL_XYZ_not_real : require
