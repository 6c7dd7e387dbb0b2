#version 450
// GL_EXT_post_depth_coverage: PostDepthCoverage (and EarlyFragmentTests, which it implies).
#extension GL_EXT_post_depth_coverage : enable
layout(post_depth_coverage) in;
layout(location = 0) out int mask;

void main()
{
    mask = gl_SampleMaskIn[0];
}
