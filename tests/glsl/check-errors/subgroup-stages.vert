#version 450
// gl_NumSubgroups, gl_SubgroupID and subgroupMemoryBarrierShared() are for
// compute, task and mesh shaders only.
#extension GL_KHR_shader_subgroup_basic : enable
void main()
{
    gl_Position = vec4(float(gl_NumSubgroups), float(gl_SubgroupID), float(gl_SubgroupSize), 1.0);
    subgroupMemoryBarrierShared();
}
