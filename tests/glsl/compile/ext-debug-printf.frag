#version 450
// GL_EXT_debug_printf: NonSemantic.DebugPrintf with the format as an OpString
// (escapes decoded), SPV_KHR_non_semantic_info below SPIR-V 1.6.
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_debug_printf : enable
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 color;

void main()
{
    debugPrintfEXT("plain \x41\102 %% done");
    debugPrintfEXT("x = %f, v = %v4f, i = %d, u = %u", v.x, v, int(v.y), 7u);
    color = v;
}
