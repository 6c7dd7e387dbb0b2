#version 450
// GL_EXT_texture_shadow_lod: bias and lod for sampler2DArrayShadow, lod for
// samplerCubeShadow, bias and lod for samplerCubeArrayShadow (its reference
// is an argument of its own, before the bias or lod), and the offset forms.
#extension GL_EXT_texture_shadow_lod : enable
layout(binding = 0) uniform sampler2DArrayShadow layers;
layout(binding = 1) uniform samplerCubeShadow cube;
layout(binding = 2) uniform samplerCubeArrayShadow cubes;
layout(location = 0) in vec4 tc;
layout(location = 0) out float c;
void main()
{
    c = texture(layers, tc, 0.5);
    c += texture(cubes, tc, 0.25, 1.0);
    c += textureOffset(layers, tc, ivec2(1, -1), 0.5);
    c += textureLod(layers, tc, 2.0);
    c += textureLod(cube, tc, 3.0);
    c += textureLod(cubes, tc, 0.75, 4.0);
    c += textureLodOffset(layers, tc, 1.0, ivec2(2, 0));
}
