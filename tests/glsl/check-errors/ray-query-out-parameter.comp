#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 1) in;
void start(out rayQueryEXT q)
{
}
void main()
{
}
