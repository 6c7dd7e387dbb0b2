#version 450
// GL_EXT_fragment_shading_rate: gl_ShadingRateEXT (a flat int input).
#extension GL_EXT_fragment_shading_rate : enable
layout(location = 0) out int rate;

void main()
{
    rate = gl_ShadingRateEXT & (gl_ShadingRateFlag4VerticalPixelsEXT | gl_ShadingRateFlag2HorizontalPixelsEXT);
}
