#version 450
// The Offset forms: a constant texel offset becomes the ConstOffset image
// operand, after Bias, Lod and Grad (the order of the mask bits); an offset of
// specialization constants is an OpSpecConstantComposite.
layout(set = 0, binding = 0) uniform sampler2D color_map;
layout(set = 0, binding = 1) uniform sampler2DArrayShadow shadows;
layout(set = 0, binding = 2) uniform isampler3D volume;
layout(location = 0) in vec3 uv;
layout(location = 0) out vec4 color;
const ivec2 LEFT = ivec2(-1, 0);
layout(constant_id = 0) const int SHIFT = 1;
void main()
{
    vec4 a = textureOffset(color_map, uv.xy, LEFT) + textureOffset(color_map, uv.xy, ivec2(1, 2), 0.5);
    vec4 b = textureLodOffset(color_map, uv.xy, 1.0, LEFT) +
             textureGradOffset(color_map, uv.xy, vec2(0.1), vec2(0.2), ivec2(3, -3));
    float s = textureOffset(shadows, vec4(uv, 0.5), ivec2(1));
    ivec4 v = texelFetchOffset(volume, ivec3(4), 0, ivec3(-2, 0, 1));
    color = a + b + s + vec4(v) + textureOffset(color_map, uv.xy, ivec2(SHIFT, 0));
}
