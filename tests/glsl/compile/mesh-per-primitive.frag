#version 450
// GL_EXT_mesh_shader in a fragment shader: perprimitiveEXT inputs matching
// mesh-triangles.mesh (PerPrimitiveEXT; the int without `flat` is Flat all
// the same, as Vulkan wants); the module takes MeshShadingEXT and SPIR-V 1.4.
// target-env: vulkan1.2
#extension GL_EXT_mesh_shader : require
layout(location = 0) in vec3 normal;
layout(location = 1) perprimitiveEXT in vec4 faceColor;
layout(location = 2) perprimitiveEXT in int faceId;
layout(location = 0) out vec4 color;

void main()
{
    color = faceColor * max(normal.z, 0.0) + vec4(float(faceId & 1));
}
