#version 450
// textureGather and its Offset(s) forms: OpImageGather with the component
// (0 when not given), OpImageDrefGather for shadow samplers; a varying offset
// is the Offset operand (ImageGatherExtended), four offsets are ConstOffsets.
layout(set = 0, binding = 0) uniform sampler2D color_map;
layout(set = 0, binding = 1) uniform isamplerCube cube;
layout(set = 0, binding = 2) uniform sampler2DArrayShadow shadows;
layout(location = 0) in vec3 uv;
layout(location = 1) flat in ivec2 shift;
layout(location = 0) out vec4 color;
const ivec2 CORNERS[4] = ivec2[4](ivec2(0, 0), ivec2(1, 0), ivec2(0, 1), ivec2(1, 1));
void main()
{
    vec4 a = textureGather(color_map, uv.xy) + textureGather(color_map, uv.xy, 3);
    ivec4 b = textureGather(cube, uv, 1);
    vec4 s = textureGather(shadows, uv, 0.5) + textureGatherOffset(shadows, uv, 0.25, ivec2(1, -1));
    vec4 o = textureGatherOffset(color_map, uv.xy, ivec2(-1, 2), 2) + textureGatherOffset(color_map, uv.xy, shift);
    vec4 f = textureGatherOffsets(color_map, uv.xy, CORNERS, 1);
    color = a + vec4(b) + s + o + f;
}
