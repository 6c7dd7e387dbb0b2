#version 450
// terminateInvocation is a fragment shader statement.
#extension GL_EXT_terminate_invocation : enable
void main()
{
    gl_Position = vec4(0.0);
    terminateInvocation;
}
