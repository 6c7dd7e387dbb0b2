#version 450
// target-env: vulkan1.0 opengl4.5
// GL_NV_geometry_shader_passthrough: inputs with layout(passthrough) (a
// redeclared gl_in[], a block, a member, a variable; still arrays, as every
// geometry input) are PassthroughNV (SPV_NV_geometry_shader_passthrough),
// in the module though no code reads them; the output primitive and
// max_vertices are implied by the input (triangles: triangle_strip, 3), and
// the outputs written are per primitive.
#extension GL_NV_geometry_shader_passthrough : require
layout(triangles) in;
layout(passthrough) in gl_PerVertex {
    vec4 gl_Position;
} gl_in[];
layout(passthrough, location = 0) in Inputs {
    vec2 texcoord;
    vec4 baseColor;
} v_in[];
layout(location = 2) in Mixed {
    layout(passthrough) vec4 passed;
    float consumed;
} m_in[];
layout(location = 4, passthrough) in vec4 single[];
layout(location = 5) in float layer[];
void main()
{
    gl_Layer = int(layer[0] + m_in[1].consumed);
}
