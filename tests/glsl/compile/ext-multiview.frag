#version 450
// GL_EXT_multiview: gl_ViewIndex in a fragment shader (a flat input), vulkan1.1 where it is core.
// target-env: vulkan1.0 vulkan1.1
#extension GL_EXT_multiview : enable
layout(location = 0) out int view;

void main()
{
    view = gl_ViewIndex;
}
