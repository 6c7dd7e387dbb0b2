/* What two-stages-names.spv asks of the application, by glspv-reflect --format=c: do not edit.
 * Descriptor types are VkDescriptorType values, stages VkShaderStageFlagBits. */
#ifndef TWO_STAGES_NAMES_REFLECT_H
#define TWO_STAGES_NAMES_REFLECT_H

/* Entry point "main": vertex */
enum {
    TWO_STAGES_NAMES_MAIN_STAGE = 1, /* VkShaderStageFlagBits */
    TWO_STAGES_NAMES_MAIN_IN_POS_LOCATION = 0, /* vec3 */
    TWO_STAGES_NAMES_MAIN_IN_UV_LOCATION = 3, /* vec2 */
    TWO_STAGES_NAMES_MAIN_OUT_V_UV_LOCATION = 0 /* vec2 */
};

/* Set 0, binding 0: Camera "Camera" */
enum {
    TWO_STAGES_NAMES_CAMERA_SET = 0,
    TWO_STAGES_NAMES_CAMERA_BINDING = 0,
    TWO_STAGES_NAMES_CAMERA_DESCRIPTOR_TYPE = 6, /* VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER */
    TWO_STAGES_NAMES_CAMERA_DESCRIPTOR_COUNT = 1,
    TWO_STAGES_NAMES_CAMERA_STAGES = 1, /* the stages that use it: VkShaderStageFlagBits */
    TWO_STAGES_NAMES_CAMERA_SIZE = 128, /* bytes, a runtime array's elements not counted */
    TWO_STAGES_NAMES_CAMERA_VIEW_OFFSET = 0, /* mat4 */
    TWO_STAGES_NAMES_CAMERA_PROJ_OFFSET = 64 /* mat4 */
};

/* Set 0, binding 1: sampler2D "int_" */
enum {
    TWO_STAGES_NAMES_INT__SET = 0,
    TWO_STAGES_NAMES_INT__BINDING = 1,
    TWO_STAGES_NAMES_INT__DESCRIPTOR_TYPE = 1, /* VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER */
    TWO_STAGES_NAMES_INT__DESCRIPTOR_COUNT = 1,
    TWO_STAGES_NAMES_INT__STAGES = 1 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 1, binding 0: sampler2D "Tex" */
enum {
    TWO_STAGES_NAMES_TEX_SET = 1,
    TWO_STAGES_NAMES_TEX_BINDING = 0,
    TWO_STAGES_NAMES_TEX_DESCRIPTOR_TYPE = 1, /* VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER */
    TWO_STAGES_NAMES_TEX_DESCRIPTOR_COUNT = 1,
    TWO_STAGES_NAMES_TEX_STAGES = 1 /* the stages that use it: VkShaderStageFlagBits */
};

/* Set 1, binding 1: sampler2D "tex" */
enum {
    TWO_STAGES_NAMES_TEX_13_SET = 1,
    TWO_STAGES_NAMES_TEX_13_BINDING = 1,
    TWO_STAGES_NAMES_TEX_13_DESCRIPTOR_TYPE = 1, /* VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER */
    TWO_STAGES_NAMES_TEX_13_DESCRIPTOR_COUNT = 1,
    TWO_STAGES_NAMES_TEX_13_STAGES = 1 /* the stages that use it: VkShaderStageFlagBits */
};

/* Push constants "push": the range of a VkPushConstantRange */
enum {
    TWO_STAGES_NAMES_PUSH_OFFSET = 64,
    TWO_STAGES_NAMES_PUSH_SIZE = 64,
    TWO_STAGES_NAMES_PUSH_STAGES = 1, /* VkShaderStageFlagBits */
    TWO_STAGES_NAMES_PUSH_MODEL_OFFSET = 64 /* mat4 */
};

/* Specialization constants: their SpecIds */
enum {
    TWO_STAGES_NAMES_SPEC_MAIN_ = 0 /* int, default 3 */
};

/* How many */
enum {
    TWO_STAGES_NAMES_BINDING_COUNT = 4,
    TWO_STAGES_NAMES_SET_COUNT = 2, /* the highest set + 1 */
    TWO_STAGES_NAMES_PUSH_CONSTANT_COUNT = 1,
    TWO_STAGES_NAMES_SPEC_CONSTANT_COUNT = 1
};

#endif
