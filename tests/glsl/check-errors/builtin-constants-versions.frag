#version 410
// Built-in constants come with the version that introduced their limit
// (GLSL 4.60 section 7.3, as glslang declares them): compute, texel offsets
// and atomic counters from 4.20, transform feedback from 4.40, cull
// distances and gl_MaxSamples from 4.50. Viewports are 4.10's.
layout(location = 0) out vec4 o;
void main()
{
    int a = gl_MaxComputeWorkGroupSize.x + gl_MaxComputeUniformComponents;
    int b = gl_MaxProgramTexelOffset + gl_MaxCombinedAtomicCounters;
    int d = gl_MaxTransformFeedbackBuffers + gl_MaxCullDistances;
    int e = gl_MaxSamples + gl_MaxCombinedClipAndCullDistances;
    o = vec4(a + b + d + e + gl_MaxViewports + gl_MaxVaryingVectors);
}
