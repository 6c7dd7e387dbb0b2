#version 450
// GL_EXT_post_depth_coverage: PostDepthCoverage, with the early_fragment_tests it needs
// (GL_ARB_post_depth_coverage implies them: spv.arbPostDepthCoverage.frag of the corpus).
#extension GL_EXT_post_depth_coverage : enable
layout(post_depth_coverage) in;
layout(early_fragment_tests) in;
layout(location = 0) out int mask;

void main()
{
    mask = gl_SampleMaskIn[0];
}
