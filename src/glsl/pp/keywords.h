/* Keyword and type-name classification (keywords.c). */
#ifndef GLSPV_GLSL_KEYWORDS_H
#define GLSPV_GLSL_KEYWORDS_H

#include "glsl/pp/pp.h"

/* Extensions that add keywords. */
typedef enum KwExt {
    KWX_NONE,
    KWX_DEMOTE,
    KWX_TERMINATE_INVOCATION,
    KWX_RAY_TRACING,
    KWX_RAY_TRACING_NV,
    KWX_NONUNIFORM,
    KWX_MEMORY_SCOPE,
    KWX_BARYCENTRIC_EXT,
    KWX_BARYCENTRIC_NV,
    KWX_MESH_EXT,
    KWX_MESH_NV,
    KWX_INVOCATION_REORDER,
    KWX_SPIRV_INTRINSICS,
    KWX_GPU_SHADER5,
    KWX_SAMPLE_INTERPOLATION,   /* `sample` in ES 3.10 */
    KWX_TESSELLATION,           /* `patch` before desktop 4.00 */
    KWX_STORAGE_BUFFER,         /* `buffer` before desktop 4.30 (GL_ARB_shader_storage_buffer_object) */
    KWX_COMPUTE,                /* `shared` before desktop 4.30 (GL_ARB_compute_shader) */
    KWX_COUNT
} KwExt;

typedef struct KeywordState {
    int version;
    Profile profile;
    int vulkan;                 /* compiling for Vulkan: texture2D, sampler, subpassInput are types */
    uint8_t enabled[KWX_COUNT];
} KeywordState;

void keywords_apply_extension(KeywordState *ks, const char *name, ExtBehavior behavior);

/* For a word that is a keyword in a later version or with an extension:
 * " (a keyword from #version 320 es or with #extension ...)" written into
 * buf; else "". For errors on words that are not keywords here. */
const char *keywords_hint(const KeywordState *ks, const char *text, size_t len, char *buf, size_t size);

/* TK_IDENT, TK_RESERVED, TK_TYPE_NAME (with *type_code) or a KW_ kind. */
TokKind keywords_classify(KeywordState *ks, const char *text, size_t len, uint32_t *type_code);

#endif
