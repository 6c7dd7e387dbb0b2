#version 450
// The interlock functions exist in fragment shaders only.
#extension GL_ARB_fragment_shader_interlock : enable
layout(local_size_x = 1) in;
void main()
{
    beginInvocationInterlockARB();
}
