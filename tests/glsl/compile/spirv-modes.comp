#version 450
// spirv_execution_mode: a LocalSize of its own replaces the default 1 1 1
// (glslang emitted both), and gl_WorkGroupSize follows it.
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(17, 8, 4, 1);
layout(binding = 0) buffer B { uint x[]; };
void main() { x[gl_LocalInvocationIndex] = gl_WorkGroupSize.x * gl_WorkGroupSize.y; }
