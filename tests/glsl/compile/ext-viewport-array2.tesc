#version 450
// GL_NV_viewport_array2: gl_ViewportMask as a gl_out[] member, gl_Layer redeclared
// viewport_relative (Vulkan has no gl_Layer in this stage: it may not be used).
#extension GL_NV_viewport_array2 : require
#extension GL_NV_stereo_view_rendering : require
layout(vertices = 3) out;
layout(viewport_relative, secondary_view_offset = 1) out highp int gl_Layer;

void main()
{
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    gl_out[gl_InvocationID].gl_ViewportMask[0] = 1;
    gl_out[gl_InvocationID].gl_SecondaryPositionNV = gl_in[gl_InvocationID].gl_SecondaryPositionNV;
    gl_TessLevelOuter[0] = 1.0;
}
