/* The limits of one compilation (glspv_limit): names and defaults.
 *
 * Each default sits far above what real shaders need (docs/limits.md has
 * the largest figures seen in the corpora) and low enough that a compile
 * that reaches it stays within a small multiple of its input's size in
 * memory and near-linear in time, on a 256 KiB thread stack. */
#include "base/base.h"

typedef struct LimitInfo {
    const char *name;
    uint32_t value;
} LimitInfo;

static const LimitInfo limit_table[GLSPV_LIMIT_COUNT] = {
    [GLSPV_LIMIT_SOURCE_BYTES] = {"source-bytes", 64u << 20},
    [GLSPV_LIMIT_TOKENS] = {"tokens", 1u << 21},
    [GLSPV_LIMIT_MACRO_EXPANSION] = {"macro-expansion", 1u << 21},
    [GLSPV_LIMIT_INCLUDE_DEPTH] = {"include-depth", 100},
    [GLSPV_LIMIT_NESTING_DEPTH] = {"nesting-depth", 256},
    [GLSPV_LIMIT_IDENTIFIER_LENGTH] = {"identifier-length", 1024},
    [GLSPV_LIMIT_STRUCT_MEMBERS] = {"struct-members", 16383},
    [GLSPV_LIMIT_FUNCTION_PARAMETERS] = {"function-parameters", 255},
    [GLSPV_LIMIT_CONSTANT_ELEMENTS] = {"constant-elements", 65536},
    [GLSPV_LIMIT_MODULE_WORDS] = {"module-words", 1u << 24},
    /* The bound on everything else: whatever the input, a compilation takes
     * no more than this from the allocator. */
    [GLSPV_LIMIT_MEMORY_MIB] = {"memory-mib", 1024},
};

uint32_t limit_default(glspv_limit limit)
{
    return (unsigned)limit < GLSPV_LIMIT_COUNT ? limit_table[limit].value : 0;
}

const char *glspv_limit_name(glspv_limit limit)
{
    return (unsigned)limit < GLSPV_LIMIT_COUNT ? limit_table[limit].name : NULL;
}
