#version 450
// GL_ARB_shader_group_vote: SPV_KHR_subgroup_vote's OpSubgroup{Any,All,AllEqual}KHR.
// target-env: vulkan1.0 vulkan1.1
#extension GL_ARB_shader_group_vote : require
layout(local_size_x = 4, local_size_y = 4) in;
layout(std430, binding = 0) buffer Data { bool b; };
void main()
{
    bool v = b;
    v = anyInvocationARB(v);
    v = allInvocationsARB(v);
    v = allInvocationsEqualARB(v);
    b = v;
}
