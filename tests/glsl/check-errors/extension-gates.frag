#version 450
// What each extension brings is refused without it: nonuniformEXT(),
// sparseTextureARB (GL_ARB_sparse_texture_clamp brings only
// sparseTexelsResidentARB), 16- and 64-bit literals, reading an image
// without a format, [[subgroup_uniform_control_flow]].
#extension GL_ARB_sparse_texture_clamp : enable
layout(binding = 0) uniform sampler2D textures[4];
layout(binding = 1) uniform image2D picture;
layout(location = 0) flat in int i;
layout(location = 0) out vec4 color;
void main() [[subgroup_uniform_control_flow]]
{
    vec4 texel;
    int code = sparseTextureARB(textures[0], vec2(0), texel);
    color = texture(textures[nonuniformEXT(i)], vec2(0.5)) + imageLoad(picture, ivec2(0));
    color.x += float(1.0hf) + float(2ul) + float(sparseTexelsResidentARB(code));
}
