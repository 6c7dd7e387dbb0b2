/* What VK_LAYER_GLSPV_test_spy (spy_layer.c) saw reach the driver. */
#ifndef GLSPV_TESTS_SPY_LAYER_H
#define GLSPV_TESTS_SPY_LAYER_H

#include <stddef.h>
#include <stdint.h>

typedef struct SpyRecord {
    uint32_t devices;                     /* vkCreateDevice calls */
    uint32_t devices_with_glsl_extension; /* of those, listing VK_NV_glsl_shader */
    uint32_t modules_created;             /* vkCreateShaderModule calls */
    uint32_t non_spirv_modules;           /* of those, without SPIR-V's magic (either order) */
    uint32_t unknown_handles;             /* module handles used or destroyed that the driver never made */
    uint32_t pipelines;                   /* pipelines asked for */
    uint32_t inline_modules;              /* VkShaderModuleCreateInfo chained on compute stages */
    size_t last_size;                     /* of the last vkCreateShaderModule: codeSize, */
    uint64_t last_hash;                   /* FNV-1a of its bytes, */
    const void *last_pointer;             /* and pCode itself */
} SpyRecord;

typedef void (*SpyGetFn)(SpyRecord *out);

#endif
