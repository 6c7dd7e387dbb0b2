#version 450
#extension GL_EXT_ray_query : maybe
#extension GL_EXT_ray_query require
#extension
#extension GL_EXT_ray_query : enable extra
