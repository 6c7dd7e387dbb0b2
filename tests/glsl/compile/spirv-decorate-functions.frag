#version 460
// target-env: vulkan1.3
// GL_EXT_spirv_intrinsics §4.14: spirv_decorate, _id and _string "can be used
// on variable declarations, function parameters, function return types": on
// a function's definition they decorate its OpFunction (RelaxedPrecision,
// 0), on a parameter its OpFunctionParameter (a pointer here: Restrict, 19).
// glslang parses these and drops them.
#extension GL_EXT_spirv_intrinsics : require
layout(location = 0) out vec4 o;
spirv_decorate(0) float half_of(spirv_decorate(0) float x, spirv_decorate(19) inout float y)
{
    y = x;
    return x * 0.5;
}
void main()
{
    float y;
    o = vec4(half_of(1.0, y), y, 0.0, 1.0);
}
