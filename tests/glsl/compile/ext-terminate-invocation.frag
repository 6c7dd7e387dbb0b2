#version 450
// GL_EXT_terminate_invocation: OpTerminateInvocation, SPV_KHR_terminate_invocation
// below SPIR-V 1.6, core from it.
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_terminate_invocation : enable
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;

void main()
{
    if (v.x < 0.5)
        terminateInvocation;
    color = v;
}
