#version 450
// GL_EXT_post_depth_coverage needs early_fragment_tests declared as well.
#extension GL_EXT_post_depth_coverage : enable
layout(post_depth_coverage) in;
layout(location = 0) out int mask;
void main()
{
    mask = gl_SampleMaskIn[0];
}
