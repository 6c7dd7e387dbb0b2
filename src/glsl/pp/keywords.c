/* Which words are keywords, type names or reserved words at a given point.
 *
 * GLSL's keyword set depends on the version and profile (`buffer` is a
 * keyword from 4.30 and ES 3.10, an identifier before), and extensions add
 * keywords while enabled (`demote`, `rayPayloadEXT`, the spirv_* words).
 * The parser asks here once per identifier token, with the version, the
 * profile and the extensions enabled at that token. */
#include <stdio.h>
#include <string.h>

#include "glsl/pp/keywords.h"
#include "glsl/pp/type_names.h"

typedef struct KeywordInfo {
    const char *text;
    TokKind kind;
    int16_t desktop;      /* first desktop version it is a keyword in; 0: never */
    int16_t es;           /* first ES version; 0: never (then see es_reserved) */
    uint8_t ext;          /* KwExt needed (any version), or KWX_NONE */
    uint8_t es_reserved;  /* reserved in ES when not a keyword there */
} KeywordInfo;

static const KeywordInfo keywords[] = {
    {"attribute", KW_ATTRIBUTE, 110, 100, KWX_NONE, 0},
    {"const", KW_CONST, 110, 100, KWX_NONE, 0},
    {"uniform", KW_UNIFORM, 110, 100, KWX_NONE, 0},
    {"varying", KW_VARYING, 110, 100, KWX_NONE, 0},
    {"buffer", KW_BUFFER, 430, 310, KWX_NONE, 0},
    {"shared", KW_SHARED, 430, 310, KWX_NONE, 0},
    {"coherent", KW_COHERENT, 420, 310, KWX_NONE, 0},
    {"volatile", KW_VOLATILE, 420, 310, KWX_NONE, 1},
    {"restrict", KW_RESTRICT, 420, 310, KWX_NONE, 0},
    {"readonly", KW_READONLY, 420, 310, KWX_NONE, 0},
    {"writeonly", KW_WRITEONLY, 420, 310, KWX_NONE, 0},
    {"layout", KW_LAYOUT, 110, 300, KWX_NONE, 0},
    {"centroid", KW_CENTROID, 120, 300, KWX_NONE, 0},
    {"flat", KW_FLAT, 130, 300, KWX_NONE, 0},
    {"smooth", KW_SMOOTH, 130, 300, KWX_NONE, 0},
    {"noperspective", KW_NOPERSPECTIVE, 130, 0, KWX_NONE, 1},
    {"patch", KW_PATCH, 400, 310, KWX_NONE, 0},
    {"sample", KW_SAMPLE, 400, 320, KWX_SAMPLE_INTERPOLATION, 1},
    {"invariant", KW_INVARIANT, 120, 100, KWX_NONE, 0},
    {"precise", KW_PRECISE, 400, 320, KWX_GPU_SHADER5, 1},
    {"break", KW_BREAK, 110, 100, KWX_NONE, 0},
    {"continue", KW_CONTINUE, 110, 100, KWX_NONE, 0},
    {"do", KW_DO, 110, 100, KWX_NONE, 0},
    {"for", KW_FOR, 110, 100, KWX_NONE, 0},
    {"while", KW_WHILE, 110, 100, KWX_NONE, 0},
    {"switch", KW_SWITCH, 130, 300, KWX_NONE, 1},
    {"case", KW_CASE, 130, 300, KWX_NONE, 1},
    {"default", KW_DEFAULT, 130, 300, KWX_NONE, 1},
    {"if", KW_IF, 110, 100, KWX_NONE, 0},
    {"else", KW_ELSE, 110, 100, KWX_NONE, 0},
    {"subroutine", KW_SUBROUTINE, 400, 0, KWX_NONE, 1},
    {"in", KW_IN, 110, 100, KWX_NONE, 0},
    {"out", KW_OUT, 110, 100, KWX_NONE, 0},
    {"inout", KW_INOUT, 110, 100, KWX_NONE, 0},
    {"true", KW_TRUE, 110, 100, KWX_NONE, 0},
    {"false", KW_FALSE, 110, 100, KWX_NONE, 0},
    {"discard", KW_DISCARD, 110, 100, KWX_NONE, 0},
    {"return", KW_RETURN, 110, 100, KWX_NONE, 0},
    {"lowp", KW_LOWP, 130, 100, KWX_NONE, 0},
    {"mediump", KW_MEDIUMP, 130, 100, KWX_NONE, 0},
    {"highp", KW_HIGHP, 130, 100, KWX_NONE, 0},
    {"precision", KW_PRECISION, 130, 100, KWX_NONE, 0},
    {"struct", KW_STRUCT, 110, 100, KWX_NONE, 0},
    {"demote", KW_DEMOTE, 0, 0, KWX_DEMOTE, 0},
    {"terminateInvocation", KW_TERMINATE_INVOCATION, 0, 0, KWX_TERMINATE_INVOCATION, 0},
    {"terminateRayEXT", KW_TERMINATE_RAY, 0, 0, KWX_RAY_TRACING, 0},
    {"ignoreIntersectionEXT", KW_IGNORE_INTERSECTION, 0, 0, KWX_RAY_TRACING, 0},
    {"nonuniformEXT", KW_NONUNIFORM, 0, 0, KWX_NONUNIFORM, 0},
    {"devicecoherent", KW_DEVICECOHERENT, 0, 0, KWX_MEMORY_SCOPE, 0},
    {"queuefamilycoherent", KW_QUEUEFAMILYCOHERENT, 0, 0, KWX_MEMORY_SCOPE, 0},
    {"workgroupcoherent", KW_WORKGROUPCOHERENT, 0, 0, KWX_MEMORY_SCOPE, 0},
    {"subgroupcoherent", KW_SUBGROUPCOHERENT, 0, 0, KWX_MEMORY_SCOPE, 0},
    {"nonprivate", KW_NONPRIVATE, 0, 0, KWX_MEMORY_SCOPE, 0},
    {"shadercallcoherent", KW_SHADERCALLCOHERENT, 0, 0, KWX_RAY_TRACING, 0},
    {"pervertexEXT", KW_PERVERTEX_EXT, 0, 0, KWX_BARYCENTRIC_EXT, 0},
    {"pervertexNV", KW_PERVERTEX_NV, 0, 0, KWX_BARYCENTRIC_NV, 0},
    {"perprimitiveEXT", KW_PERPRIMITIVE_EXT, 0, 0, KWX_MESH_EXT, 0},
    {"taskPayloadSharedEXT", KW_TASKPAYLOAD_EXT, 0, 0, KWX_MESH_EXT, 0},
    {"perprimitiveNV", KW_PERPRIMITIVE_NV, 0, 0, KWX_MESH_NV, 0},
    {"perviewNV", KW_PERVIEW_NV, 0, 0, KWX_MESH_NV, 0},
    {"taskNV", KW_TASKNV, 0, 0, KWX_MESH_NV, 0},
    {"rayPayloadEXT", KW_RAYPAYLOAD_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {"rayPayloadInEXT", KW_RAYPAYLOADIN_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {"hitAttributeEXT", KW_HITATTRIBUTE_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {"callableDataEXT", KW_CALLABLEDATA_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {"callableDataInEXT", KW_CALLABLEDATAIN_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {"shaderRecordEXT", KW_SHADERRECORD_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {"rayPayloadNV", KW_RAYPAYLOAD_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {"rayPayloadInNV", KW_RAYPAYLOADIN_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {"hitAttributeNV", KW_HITATTRIBUTE_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {"callableDataNV", KW_CALLABLEDATA_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {"callableDataInNV", KW_CALLABLEDATAIN_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {"shaderRecordNV", KW_SHADERRECORD_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {"hitObjectAttributeNV", KW_HITOBJECTATTR_NV, 0, 0, KWX_INVOCATION_REORDER, 0},
    {"spirv_instruction", KW_SPIRV_INSTRUCTION, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_execution_mode", KW_SPIRV_EXECUTION_MODE, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_execution_mode_id", KW_SPIRV_EXECUTION_MODE_ID, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_decorate", KW_SPIRV_DECORATE, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_decorate_id", KW_SPIRV_DECORATE_ID, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_decorate_string", KW_SPIRV_DECORATE_STRING, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_type", KW_SPIRV_TYPE, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_storage_class", KW_SPIRV_STORAGE_CLASS, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_by_reference", KW_SPIRV_BY_REFERENCE, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {"spirv_literal", KW_SPIRV_LITERAL, 0, 0, KWX_SPIRV_INTRINSICS, 0},
};

/* Reserved for future use (GLSL 4.60 and ES 3.20 §3.6); `since` is the
 * desktop version that reserves it (ES reserves them all). */
static const struct {
    const char *text;
    int16_t since;
} reserved[] = {
    {"common", 400}, {"partition", 400}, {"active", 400}, {"asm", 110}, {"class", 110}, {"union", 110},
    {"enum", 110}, {"typedef", 110}, {"template", 110}, {"this", 110}, {"resource", 420}, {"goto", 110},
    {"inline", 110}, {"noinline", 110}, {"public", 110}, {"static", 110}, {"extern", 110}, {"external", 110},
    {"interface", 110}, {"long", 110}, {"short", 110}, {"half", 110}, {"fixed", 110}, {"unsigned", 110},
    {"superp", 130}, {"input", 110}, {"output", 110}, {"hvec2", 110}, {"hvec3", 110}, {"hvec4", 110},
    {"fvec2", 110}, {"fvec3", 110}, {"fvec4", 110}, {"filter", 130}, {"sizeof", 110}, {"cast", 110},
    {"namespace", 110}, {"using", 110}, {"sampler3DRect", 110},
};

static const struct {
    const char *name;
    KwExt ext;
} extension_keywords[] = {
    {"GL_EXT_demote_to_helper_invocation", KWX_DEMOTE},
    {"GL_EXT_terminate_invocation", KWX_TERMINATE_INVOCATION},
    {"GL_EXT_ray_tracing", KWX_RAY_TRACING},
    {"GL_NV_ray_tracing", KWX_RAY_TRACING_NV},
    {"GL_NV_shader_invocation_reorder", KWX_RAY_TRACING}, /* it requires GL_EXT_ray_tracing */
    {"GL_EXT_nonuniform_qualifier", KWX_NONUNIFORM},
    {"GL_KHR_memory_scope_semantics", KWX_MEMORY_SCOPE},
    {"GL_EXT_fragment_shader_barycentric", KWX_BARYCENTRIC_EXT},
    {"GL_NV_fragment_shader_barycentric", KWX_BARYCENTRIC_NV},
    {"GL_EXT_mesh_shader", KWX_MESH_EXT},
    {"GL_NV_mesh_shader", KWX_MESH_NV},
    {"GL_NV_shader_invocation_reorder", KWX_INVOCATION_REORDER},
    {"GL_EXT_spirv_intrinsics", KWX_SPIRV_INTRINSICS},
    {"GL_EXT_gpu_shader5", KWX_GPU_SHADER5},
    {"GL_OES_gpu_shader5", KWX_GPU_SHADER5},
    {"GL_ARB_gpu_shader5", KWX_GPU_SHADER5},
    {"GL_OES_shader_multisample_interpolation", KWX_SAMPLE_INTERPOLATION},
    {"GL_ANDROID_extension_pack_es31a", KWX_GPU_SHADER5},
    {"GL_ANDROID_extension_pack_es31a", KWX_SAMPLE_INTERPOLATION},
};

void keywords_apply_extension(KeywordState *ks, const char *name, ExtBehavior behavior)
{
    int on = behavior != EXT_DISABLE;
    if (strcmp(name, "all") == 0) {
        /* `all` may only warn or disable. */
        for (int i = 0; i < KWX_COUNT; i++)
            ks->enabled[i] = (uint8_t)on;
        return;
    }
    for (size_t i = 0; i < COUNT_OF(extension_keywords); i++)
        if (strcmp(name, extension_keywords[i].name) == 0)
            ks->enabled[extension_keywords[i].ext] = (uint8_t)on;
}

static int at_least(const KeywordState *ks, int desktop, int es)
{
    if (ks->profile == PROFILE_ES)
        return es && ks->version >= es;
    return desktop && ks->version >= desktop;
}

const char *keywords_hint(const KeywordState *ks, const char *text, size_t len, char *buf, size_t size)
{
    for (size_t i = 0; i < COUNT_OF(keywords); i++) {
        const KeywordInfo *k = &keywords[i];
        if (strncmp(k->text, text, len) != 0 || k->text[len] != '\0')
            continue;
        int version = ks->profile == PROFILE_ES ? k->es : k->desktop;
        const char *ext = NULL;
        for (size_t e = 0; e < COUNT_OF(extension_keywords) && !ext; e++)
            if (k->ext != KWX_NONE && extension_keywords[e].ext == k->ext)
                ext = extension_keywords[e].name;
        const char *es = ks->profile == PROFILE_ES ? " es" : "";
        if (version && ext)
            snprintf(buf, size, " (a keyword from #version %d%s or with #extension %s : enable)", version, es, ext);
        else if (version)
            snprintf(buf, size, " (a keyword from #version %d%s)", version, es);
        else if (ext)
            snprintf(buf, size, " (a keyword with #extension %s : enable)", ext);
        else
            break;
        return buf;
    }
    return "";
}

static unsigned bucket(const char *text, size_t len)
{
    return ((unsigned char)text[0] * 31u + (unsigned)len) & 63u;
}

static void index_words(KeywordState *ks)
{
    _Static_assert(COUNT_OF(keywords) + COUNT_OF(reserved) <= 255, "entries fit KeywordState.next");
    /* Backwards, so that each bucket lists its entries in table order. */
    for (size_t e = COUNT_OF(keywords) + COUNT_OF(reserved); e-- > 0;) {
        const char *text = e < COUNT_OF(keywords) ? keywords[e].text : reserved[e - COUNT_OF(keywords)].text;
        unsigned b = bucket(text, strlen(text));
        ks->next[e] = ks->heads[b];
        ks->heads[b] = (uint8_t)(e + 1);
    }
    ks->indexed = 1;
}

static int same_word(const char *entry, const char *text, size_t len)
{
    return entry[0] == text[0] && strncmp(entry, text, len) == 0 && entry[len] == '\0';
}

TokKind keywords_classify(KeywordState *ks, const char *text, size_t len, uint32_t *type_code)
{
    if (!ks->indexed)
        index_words(ks);
    unsigned b = bucket(text, len);
    for (unsigned e = ks->heads[b]; e; e = ks->next[e - 1]) {
        if (e > COUNT_OF(keywords) || !same_word(keywords[e - 1].text, text, len))
            continue;
        const KeywordInfo *k = &keywords[e - 1];
        if (at_least(ks, k->desktop, k->es) || (k->ext != KWX_NONE && ks->enabled[k->ext]))
            return k->kind;
        if (ks->profile == PROFILE_ES && k->es_reserved)
            return TK_RESERVED;
        return TK_IDENT;
    }
    uint32_t code;
    if (type_code_from_name(text, len, &code)) {
        BaseType base = TYPE_BASE(code);
        /* texture2D is a function in OpenGL GLSL and a type in Vulkan GLSL. */
        if ((base == BT_TEXTURE || base == BT_SAMPLER_STATE || base == BT_SUBPASS) && !ks->vulkan)
            return TK_IDENT;
        *type_code = code;
        return TK_TYPE_NAME;
    }
    for (unsigned e = ks->heads[b]; e; e = ks->next[e - 1]) {
        size_t i = e - 1 - COUNT_OF(keywords);
        if (e <= COUNT_OF(keywords) || !same_word(reserved[i].text, text, len))
            continue;
        if (ks->profile == PROFILE_ES || ks->version >= reserved[i].since)
            return TK_RESERVED;
        return TK_IDENT;
    }
    return TK_IDENT;
}
