#version 310 es
// GLSL ES 3.20 §7.2-7.3: ES has the *Vectors limits, not desktop GLSL's
// *Components ones (but the geometry and tessellation ones), no clip or cull
// distances, viewports, transform feedback or image samples; the
// tessellation image and atomic counter limits come with ES 3.20.
precision mediump float;
layout(location = 0) out vec4 o;
void main()
{
    int a = gl_MaxVertexUniformComponents + gl_MaxFragmentUniformComponents;
    int b = gl_MaxVaryingComponents + gl_MaxVertexOutputComponents + gl_MaxFragmentInputComponents;
    int c = gl_MaxClipDistances + gl_MaxCullDistances + gl_MaxCombinedClipAndCullDistances;
    int d = gl_MaxViewports + gl_MaxVaryingVectors + gl_MaxGeometryVaryingComponents;
    int e = gl_MaxTransformFeedbackBuffers + gl_MaxTransformFeedbackInterleavedComponents;
    int f = gl_MaxCombinedImageUnitsAndFragmentOutputs + gl_MaxImageSamples;
    int g = gl_MaxTessControlImageUniforms + gl_MaxTessEvaluationAtomicCounterBuffers;
    int h = gl_MaxMeshViewCountNV;
    o = vec4(a + b + c + d + e + f + g + h);
}
