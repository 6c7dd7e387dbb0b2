#version 450
// Each limit from the version that declares it (GLSL 4.60 section 7.3):
// 4.10 viewports, 4.20 compute and atomic counters, 4.40 transform feedback,
// 4.50 cull distances and samples, with glslang's default values.
layout(location = 0) out vec4 o;
void main()
{
    o = vec4(gl_MaxViewports, gl_MaxComputeWorkGroupSize.z, gl_MaxAtomicCounterBufferSize,
             gl_MaxTransformFeedbackBuffers);
    o += vec4(gl_MaxCullDistances, gl_MaxSamples, gl_MaxCombinedClipAndCullDistances, gl_MinProgramTexelOffset);
}
