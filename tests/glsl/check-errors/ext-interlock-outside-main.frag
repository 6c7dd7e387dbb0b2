#version 450
// begin/endInvocationInterlockARB may only be called in main().
#extension GL_ARB_fragment_shader_interlock : enable
void lock()
{
    beginInvocationInterlockARB();
}
void main()
{
    lock();
    endInvocationInterlockARB();
}
