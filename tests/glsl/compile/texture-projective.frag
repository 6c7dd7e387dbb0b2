#version 450
// textureProj and its Lod, Grad and Offset forms: OpImageSampleProj*, with a
// vec4's q moved next to the dimensions and a shadow reference taken from z.
layout(set = 0, binding = 0) uniform sampler2D flat_map;
layout(set = 0, binding = 1) uniform sampler1D line;
layout(set = 0, binding = 2) uniform usampler3D volume;
layout(set = 0, binding = 3) uniform sampler2DShadow shadow_map;
layout(location = 0) in vec4 p;
layout(location = 0) out vec4 color;
void main()
{
    vec4 a = textureProj(flat_map, p.xyz) + textureProj(flat_map, p) + textureProj(flat_map, p, 0.5);
    vec4 b = textureProj(line, p.xy) + textureProjLod(line, p, 2.0) + textureProjGrad(flat_map, p.xyz, vec2(0.1), vec2(0.2));
    uvec4 c = textureProjOffset(volume, p, ivec3(1, 0, -1)) + textureProjLodOffset(volume, p, 1.0, ivec3(0));
    float d = textureProj(shadow_map, p) + textureProjGradOffset(shadow_map, p, vec2(0.0), vec2(0.0), ivec2(1, 1));
    vec4 e = textureProjOffset(flat_map, p, ivec2(-1), 1.0);
    color = a + b + vec4(c) + d + e;
}
