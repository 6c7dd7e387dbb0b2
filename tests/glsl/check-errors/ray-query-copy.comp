#version 460
#extension GL_EXT_ray_query : require
layout(local_size_x = 1) in;
rayQueryEXT g;
rayQueryEXT make() { rayQueryEXT q; return q; }
void main()
{
    rayQueryEXT q = g;
    q = g;
}
