#version 450
// GLSL has no lod or bias forms for these shadow samplers: they are
// GL_EXT_texture_shadow_lod's, in force from its #extension line on.
layout(binding = 0) uniform sampler2DArrayShadow layers;
layout(binding = 1) uniform samplerCubeShadow cube;
layout(location = 0) in vec4 tc;
layout(location = 0) out float c;
void before()
{
    c = textureLod(layers, tc, 2.0) + textureLod(cube, tc, 1.0);
}
#extension GL_EXT_texture_shadow_lod : enable
void main()
{
    before();
    c += textureLod(layers, tc, 2.0);
}
