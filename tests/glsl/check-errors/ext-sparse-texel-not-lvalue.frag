#version 450
// The texel of a sparse texture function is an out argument: it must be assignable.
#extension GL_ARB_sparse_texture2 : enable
layout(binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 p;
layout(location = 0) in vec4 texel;
layout(location = 0) out vec4 color;
void main()
{
    color = vec4(sparseTextureARB(s, p, texel));
}
