#version 450
// OpGroupNonUniform* and their built-ins need SPIR-V 1.3 (this compiles for
// vulkan1.0): said once; the rest of each call is still checked (ids are
// constants before SPIR-V 1.5, and a quad's are 0 to 3).
#extension GL_KHR_shader_subgroup_ballot : enable
#extension GL_KHR_shader_subgroup_quad : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint x[]; };
void main()
{
    x[0] = gl_SubgroupSize;
    x[1] = subgroupBroadcast(x[1], 0u);
    x[2] = subgroupBroadcast(x[2], x[0]);
    x[3] = subgroupQuadBroadcast(x[3], gl_SubgroupInvocationID);
    x[4] = subgroupQuadBroadcast(x[4], 4u);
}
