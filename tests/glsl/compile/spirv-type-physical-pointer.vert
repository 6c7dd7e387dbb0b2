#version 450
// target-env: vulkan1.0 vulkan1.3
// A pointer type of spirv_type's own, in PhysicalStorageBuffer, with the
// capability it asks for: the module's addressing model is then
// PhysicalStorageBuffer64 (Logical would make OpConvertUToPtr invalid).
#extension GL_ARB_gpu_shader_int64 : enable
#extension GL_EXT_spirv_intrinsics : enable
#define floatPointer spirv_type(extensions = ["SPV_KHR_physical_storage_buffer"], capabilities = [5347], id = 32, 5349, float)
spirv_instruction(id = 120) floatPointer toPointer(uint64_t address);
spirv_instruction(id = 61) float loadFloat(floatPointer p, spirv_literal uint access, spirv_literal uint alignment);
layout(push_constant) uniform Push { uint64_t address; } push;
void main()
{
    gl_Position = vec4(loadFloat(toPointer(push.address), 2, 4));
}
