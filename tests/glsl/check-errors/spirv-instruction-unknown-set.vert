#version 450
#extension GL_EXT_spirv_intrinsics : enable
// A set that is neither in the grammar nor NonSemantic.*: spirv-val refuses
// the OpExtInstImport, so the compiler must refuse the prototype.
spirv_instruction (extensions = ["SPV_AMD_shader_trinary_minmax"], set = "SPV_AMD_shader_trinary_minmax_typo", id = 1)
vec2 min3(vec2 x, vec2 y, vec2 z);
// The sets glspv knows, and non-semantic ones, are fine.
spirv_instruction (set = "GLSL.std.450", id = 37)
float fmin(float x, float y);
spirv_instruction (set = "NonSemantic.Example", id = 1)
void note(int x);
layout(location = 0) in vec3 v;
layout(location = 0) out vec2 o;
void main()
{
    o = min3(v.xy, v.yz, v.zx) + vec2(fmin(v.x, v.y));
    note(1);
}
