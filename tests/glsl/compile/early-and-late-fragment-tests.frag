#version 450
// GL_AMD_shader_early_and_late_fragment_tests: EarlyAndLateFragmentTestsAMD,
// and the stencil reference modes on gl_FragStencilRefARB (StencilExportEXT);
// layout names are taken in any case, as glslang takes them.
#extension GL_AMD_shader_early_and_late_fragment_tests : enable
#extension GL_ARB_shader_stencil_export : enable
layout(location = 0) flat in int instanceIndex;
layout(Early_And_Late_Fragment_Tests_AMD) in;
layout(depth_less) out float gl_FragDepth;
layout(stencil_ref_greater_front_amd, stencil_ref_less_back_amd) out int gl_FragStencilRefARB;
void main()
{
    gl_FragDepth = float(instanceIndex) / 81.0;
    gl_FragStencilRefARB = instanceIndex;
}
