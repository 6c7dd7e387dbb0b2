#version 450
// Subgroup built-ins in a fragment shader: integer inputs, so Flat as well;
// the ballot masks bring GroupNonUniformBallot.
// target-env: vulkan1.1
#extension GL_KHR_shader_subgroup_ballot : require
layout(location = 0) out uvec4 data;
layout(location = 1) out uvec4 masks;
void main()
{
    data = uvec4(gl_SubgroupSize, gl_SubgroupInvocationID, subgroupElect() ? 1u : 0u, 0u);
    masks = gl_SubgroupEqMask | gl_SubgroupGeMask | gl_SubgroupGtMask | gl_SubgroupLeMask | gl_SubgroupLtMask;
}
