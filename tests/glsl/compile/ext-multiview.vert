#version 450
// GL_EXT_multiview and GL_OVR_multiview: gl_ViewIndex (MultiView, SPV_KHR_multiview).
#extension GL_EXT_multiview : enable
#extension GL_OVR_multiview : enable
layout(location = 0) in vec4 pos;

void main()
{
    gl_Position = pos + vec4(float(gl_ViewIndex), float(gl_ViewID_OVR), 0.0, 0.0);
}
