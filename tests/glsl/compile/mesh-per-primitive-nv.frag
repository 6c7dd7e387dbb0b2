#version 450
// GL_NV_mesh_shader in a fragment shader: a perprimitiveNV input and a block
// member (PerPrimitiveNV, MeshShadingNV, SPV_NV_mesh_shader).
#extension GL_NV_mesh_shader : require
layout(location = 0) perprimitiveNV in vec4 primColor;
layout(location = 1) in Block {
    perprimitiveNV flat uint id;
    vec2 uv;
} block;
layout(location = 0) out vec4 color;

void main()
{
    color = primColor * float(block.id) + vec4(block.uv, 0.0, 0.0);
}
