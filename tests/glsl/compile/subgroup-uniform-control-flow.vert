#version 460
// GL_EXT_subgroup_uniform_control_flow: the attribute on main() is the
// SubgroupUniformControlFlowKHR execution mode.
#extension GL_EXT_subgroup_uniform_control_flow : require
void main() [[subgroup_uniform_control_flow]]
{
    gl_Position = vec4(0.0);
}
