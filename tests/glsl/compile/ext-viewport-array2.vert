#version 450
// GL_NV_viewport_array2: gl_ViewportMask in a vertex shader (ShaderViewportMaskNV).
#extension GL_NV_viewport_array2 : require
layout(viewport_relative) out highp int gl_Layer;

void main()
{
    gl_ViewportMask[0] = 3;
    gl_Layer = 1;
}
