/* What resources.spv asks of the application, by glspv-reflect --format=c: do not edit.
 * Descriptor types are VkDescriptorType values, stages VkShaderStageFlagBits. */
#ifndef RESOURCES_REFLECT_H
#define RESOURCES_REFLECT_H

/* Entry point "main": compute */
enum {
    RESOURCES_MAIN_STAGE = 32, /* VkShaderStageFlagBits */
    RESOURCES_MAIN_WORKGROUP_SIZE_X = 1, /* the default of specialization constant 3 */
    RESOURCES_MAIN_WORKGROUP_SIZE_Y = 4,
    RESOURCES_MAIN_WORKGROUP_SIZE_Z = 1 /* the default of specialization constant 5 */
};

/* Set 0, binding 0: sampler "s" */
enum {
    RESOURCES_S_SET = 0,
    RESOURCES_S_BINDING = 0,
    RESOURCES_S_DESCRIPTOR_TYPE = 0, /* VK_DESCRIPTOR_TYPE_SAMPLER */
    RESOURCES_S_DESCRIPTOR_COUNT = 1,
    RESOURCES_S_STAGES = 32 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 0, binding 1: sampler2DArrayShadow "cs" */
enum {
    RESOURCES_CS_SET = 0,
    RESOURCES_CS_BINDING = 1,
    RESOURCES_CS_DESCRIPTOR_TYPE = 1, /* VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER */
    RESOURCES_CS_DESCRIPTOR_COUNT = 6,
    RESOURCES_CS_STAGES = 32 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 0, binding 2: texture3D "ti" */
enum {
    RESOURCES_TI_SET = 0,
    RESOURCES_TI_BINDING = 2,
    RESOURCES_TI_DESCRIPTOR_TYPE = 2, /* VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE */
    RESOURCES_TI_DESCRIPTOR_COUNT = 1,
    RESOURCES_TI_STAGES = 32 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 1, binding 0: image2D "si" */
enum {
    RESOURCES_SI_SET = 1,
    RESOURCES_SI_BINDING = 0,
    RESOURCES_SI_DESCRIPTOR_TYPE = 3, /* VK_DESCRIPTOR_TYPE_STORAGE_IMAGE */
    RESOURCES_SI_DESCRIPTOR_COUNT = 1,
    RESOURCES_SI_STAGES = 0 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 1, binding 1: samplerBuffer "utb" */
enum {
    RESOURCES_UTB_SET = 1,
    RESOURCES_UTB_BINDING = 1,
    RESOURCES_UTB_DESCRIPTOR_TYPE = 4, /* VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER */
    RESOURCES_UTB_DESCRIPTOR_COUNT = 1,
    RESOURCES_UTB_STAGES = 0 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 1, binding 2: uimageBuffer "stb" */
enum {
    RESOURCES_STB_SET = 1,
    RESOURCES_STB_BINDING = 2,
    RESOURCES_STB_DESCRIPTOR_TYPE = 5, /* VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER */
    RESOURCES_STB_DESCRIPTOR_COUNT = 1,
    RESOURCES_STB_STAGES = 0 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 2, binding 0: accelerationStructureNV "as" */
enum {
    RESOURCES_AS_SET = 2,
    RESOURCES_AS_BINDING = 0,
    RESOURCES_AS_DESCRIPTOR_TYPE = 1000150000, /* VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR */
    RESOURCES_AS_DESCRIPTOR_COUNT = 1,
    RESOURCES_AS_STAGES = 0 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 2, binding 1: U "u" */
enum {
    RESOURCES_U_SET = 2,
    RESOURCES_U_BINDING = 1,
    RESOURCES_U_DESCRIPTOR_TYPE = 6, /* VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER */
    RESOURCES_U_DESCRIPTOR_COUNT = 1,
    RESOURCES_U_STAGES = 32, /* the stages that use it: VkShaderStageFlagBits */
    RESOURCES_U_SIZE = 172, /* bytes, a runtime array's elements not counted */
    RESOURCES_U_RM_OFFSET = 0, /* mat4 */
    RESOURCES_U_INNER_OFFSET = 64, /* Inner */
    RESOURCES_U_V_OFFSET = 160 /* vec3 */
};

/* Set 2, binding 2: S "sb" */
enum {
    RESOURCES_SB_SET = 2,
    RESOURCES_SB_BINDING = 2,
    RESOURCES_SB_DESCRIPTOR_TYPE = 7, /* VK_DESCRIPTOR_TYPE_STORAGE_BUFFER */
    RESOURCES_SB_DESCRIPTOR_COUNT = 4,
    RESOURCES_SB_STAGES = 32, /* the stages that use it: VkShaderStageFlagBits */
    RESOURCES_SB_SIZE = 16, /* bytes, a runtime array's elements not counted */
    RESOURCES_SB_COUNT_OFFSET = 0, /* uint */
    RESOURCES_SB_DATA_OFFSET = 16 /* vec4 */
};

/* Push constants "pc": the range of a VkPushConstantRange */
enum {
    RESOURCES_PC_OFFSET = 16,
    RESOURCES_PC_SIZE = 20,
    RESOURCES_PC_STAGES = 32, /* VkShaderStageFlagBits */
    RESOURCES_PC_A_OFFSET = 16, /* vec4 */
    RESOURCES_PC_B_OFFSET = 32 /* float */
};

/* Specialization constants: their SpecIds */
enum {
    RESOURCES_SPEC_K = 7, /* float, default 1.5 */
    RESOURCES_SPEC_N = 9, /* int, default -2 */
    RESOURCES_SPEC_B = 8, /* bool, default true */
    RESOURCES_SPEC_ID3 = 3, /* uint, default 1 */
    RESOURCES_SPEC_ID5 = 5 /* uint, default 1 */
};

/* How many */
enum {
    RESOURCES_BINDING_COUNT = 9,
    RESOURCES_SET_COUNT = 3, /* the highest set + 1 */
    RESOURCES_PUSH_CONSTANT_COUNT = 1,
    RESOURCES_SPEC_CONSTANT_COUNT = 5
};

#endif
