/* What attachment.spv asks of the application, by glspv-reflect --format=c: do not edit.
 * Descriptor types are VkDescriptorType values, stages VkShaderStageFlagBits. */
#ifndef DEMO_REFLECT_H
#define DEMO_REFLECT_H

/* Entry point "main": fragment */
enum {
    DEMO_MAIN_STAGE = 16, /* VkShaderStageFlagBits */
    DEMO_MAIN_IN_FI_LOCATION = 0, /* ivec2 */
    DEMO_MAIN_IN_NP_LOCATION = 1, /* vec2 */
    DEMO_MAIN_IN_SMP_LOCATION = 2, /* float */
    DEMO_MAIN_OUT_COLOR_LOCATION = 0 /* vec4 */
};

/* Set 0, binding 3: subpassInput "sub" */
enum {
    DEMO_SUB_SET = 0,
    DEMO_SUB_BINDING = 3,
    DEMO_SUB_DESCRIPTOR_TYPE = 10, /* VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT */
    DEMO_SUB_DESCRIPTOR_COUNT = 1,
    DEMO_SUB_STAGES = 16, /* the stages that use it: VkShaderStageFlagBits */
    DEMO_SUB_INPUT_ATTACHMENT_INDEX = 2
};

/* How many */
enum {
    DEMO_BINDING_COUNT = 1,
    DEMO_SET_COUNT = 1, /* the highest set + 1 */
    DEMO_PUSH_CONSTANT_COUNT = 0,
    DEMO_SPEC_CONSTANT_COUNT = 0
};

#endif
