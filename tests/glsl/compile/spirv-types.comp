#version 460
// spirv_type and spirv_storage_class: ray-query types declared by number,
// a spirv_type uniform with its descriptor set, a local of one passed by
// reference, an instruction taking it by reference, and a Workgroup array
// made with spirv_storage_class(4).
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_spirv_intrinsics : require
#define rayQueryEXT spirv_type(extensions = ["SPV_KHR_ray_query"], capabilities = [4472], id = 4472)
#define accelerationStructureEXT spirv_type(extensions = ["SPV_KHR_ray_query"], capabilities = [4472], id = 5341)
layout(binding = 0, set = 0) uniform accelerationStructureEXT as;
spirv_instruction(extensions = ["SPV_KHR_ray_query"], capabilities = [4472], id = 4473)
void rayQueryInitializeEXT(spirv_by_reference rayQueryEXT rq, accelerationStructureEXT as, uint flags, uint mask,
                           vec3 origin, float tmin, vec3 direction, float tmax);
spirv_storage_class(4) float workgroup_data[64];
void trace(rayQueryEXT q) { rayQueryInitializeEXT(q, as, 0u, 0xFFu, vec3(0), 0.0, vec3(1, 0, 0), 10.0); }
void main()
{
    rayQueryEXT rq;
    trace(rq);
    workgroup_data[gl_LocalInvocationIndex] = 1.0;
}
