#version 460
#extension GL_EXT_ray_flags_primitive_culling : require
layout(location = 0) out vec4 color;
void main()
{
    color = vec4(float(gl_RayFlagsOpaqueEXT));
}
