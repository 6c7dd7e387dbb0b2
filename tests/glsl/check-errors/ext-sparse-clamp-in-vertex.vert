#version 450
// textureClampARB takes an implicit level: fragment shaders only.
#extension GL_ARB_sparse_texture_clamp : enable
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
void main()
{
    gl_Position = textureClampARB(s, p, 1.0);
}
