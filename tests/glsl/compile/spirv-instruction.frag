#version 450
// spirv_instruction: a core opcode (with requirements), OpLoad/OpStore by
// reference with literal memory operands, a GLSL.std.450 instruction sharing
// the compiler's import, and a NonSemantic set with a void result.
// Declarations never called add nothing to the module: not the ray-query
// capability below.
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_spirv_intrinsics : require
spirv_instruction(extensions = ["SPV_KHR_shader_clock"], capabilities = [5055], id = 5056)
uvec2 clockRealtime2x32EXT(int scope);
spirv_instruction(id = 61) vec4 load(spirv_by_reference vec4 p, spirv_literal int memOps);
spirv_instruction(id = 62) void store(spirv_by_reference vec4 p, vec4 v, spirv_literal int memOps);
spirv_instruction(set = "GLSL.std.450", id = 81) float nclamp(float x, float lo, float hi);
spirv_instruction(extensions = ["SPV_KHR_non_semantic_info"], set = "NonSemantic.DebugBreak", id = 1)
void debugBreak();
spirv_instruction(extensions = ["SPV_KHR_ray_query"], capabilities = [4472], id = 4473) void neverCalled();
layout(location = 0) in vec4 vIn;
layout(location = 0) out vec4 vOut;
void main()
{
    uvec2 t = clockRealtime2x32EXT(1);
    store(vOut, load(vIn, 0x0), 0x1);
    vOut.x = nclamp(vOut.x, 0.0, float(t.x & 1u));
    debugBreak();
}
