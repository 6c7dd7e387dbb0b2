#version 450
// post_depth_coverage qualifies `in;` alone.
#extension GL_ARB_post_depth_coverage : enable
layout(post_depth_coverage, location = 0) in float a;
layout(location = 0) out float f;
void main()
{
    f = a;
}
