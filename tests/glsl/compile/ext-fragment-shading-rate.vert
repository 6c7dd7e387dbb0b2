#version 450
// GL_EXT_fragment_shading_rate: gl_PrimitiveShadingRateEXT and the gl_ShadingRateFlag*EXT constants.
#extension GL_EXT_fragment_shading_rate : enable
layout(location = 0) in vec4 pos;

void main()
{
    gl_Position = pos;
    gl_PrimitiveShadingRateEXT = gl_ShadingRateFlag2VerticalPixelsEXT | gl_ShadingRateFlag4HorizontalPixelsEXT;
}
