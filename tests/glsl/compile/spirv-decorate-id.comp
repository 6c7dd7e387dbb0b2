#version 450
// spirv_decorate_id: OpDecorateId (SPIR-V 1.2, or with the user's
// SPV_GOOGLE_hlsl_functionality1) naming a variable and a specialization
// constant.
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_spirv_intrinsics : require
layout(binding = 1) uniform Counter { uint counter; } x;
layout(binding = 0) spirv_decorate_id(extensions = ["SPV_GOOGLE_hlsl_functionality1"], 5634, x) buffer Data {
    uint y;
};
void main() { y = x.counter; }
