#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 1) in;
struct Walker { rayQueryEXT q; int steps; };
void main()
{
    Walker w;
}
