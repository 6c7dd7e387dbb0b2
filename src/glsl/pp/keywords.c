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

/* A table's word and its length (without strlen at every compile). */
#define WORD(text) text, sizeof text - 1

typedef struct KeywordInfo {
    const char *text;
    uint8_t len;
    TokKind kind;
    int16_t desktop;      /* first desktop version it is a keyword in; 0: never */
    int16_t es;           /* first ES version; 0: never (then see es_reserved) */
    uint8_t ext;          /* KwExt needed (any version), or KWX_NONE */
    uint8_t es_reserved;  /* reserved in ES when not a keyword there */
} KeywordInfo;

static const KeywordInfo keywords[] = {
    {WORD("attribute"), KW_ATTRIBUTE, 110, 100, KWX_NONE, 0},
    {WORD("const"), KW_CONST, 110, 100, KWX_NONE, 0},
    {WORD("uniform"), KW_UNIFORM, 110, 100, KWX_NONE, 0},
    {WORD("varying"), KW_VARYING, 110, 100, KWX_NONE, 0},
    {WORD("buffer"), KW_BUFFER, 430, 310, KWX_STORAGE_BUFFER, 0},
    {WORD("shared"), KW_SHARED, 430, 310, KWX_COMPUTE, 0},
    {WORD("coherent"), KW_COHERENT, 420, 310, KWX_NONE, 0},
    {WORD("volatile"), KW_VOLATILE, 420, 310, KWX_NONE, 1},
    {WORD("restrict"), KW_RESTRICT, 420, 310, KWX_NONE, 0},
    {WORD("readonly"), KW_READONLY, 420, 310, KWX_NONE, 0},
    {WORD("writeonly"), KW_WRITEONLY, 420, 310, KWX_NONE, 0},
    {WORD("layout"), KW_LAYOUT, 110, 300, KWX_NONE, 0},
    {WORD("centroid"), KW_CENTROID, 120, 300, KWX_NONE, 0},
    {WORD("flat"), KW_FLAT, 130, 300, KWX_NONE, 0},
    {WORD("smooth"), KW_SMOOTH, 130, 300, KWX_NONE, 0},
    {WORD("noperspective"), KW_NOPERSPECTIVE, 130, 0, KWX_NONE, 1},
    {WORD("patch"), KW_PATCH, 400, 310, KWX_TESSELLATION, 0},
    {WORD("sample"), KW_SAMPLE, 400, 320, KWX_SAMPLE_INTERPOLATION, 1},
    {WORD("invariant"), KW_INVARIANT, 120, 100, KWX_NONE, 0},
    {WORD("precise"), KW_PRECISE, 400, 320, KWX_GPU_SHADER5, 1},
    {WORD("break"), KW_BREAK, 110, 100, KWX_NONE, 0},
    {WORD("continue"), KW_CONTINUE, 110, 100, KWX_NONE, 0},
    {WORD("do"), KW_DO, 110, 100, KWX_NONE, 0},
    {WORD("for"), KW_FOR, 110, 100, KWX_NONE, 0},
    {WORD("while"), KW_WHILE, 110, 100, KWX_NONE, 0},
    {WORD("switch"), KW_SWITCH, 130, 300, KWX_NONE, 1},
    {WORD("case"), KW_CASE, 130, 300, KWX_NONE, 1},
    {WORD("default"), KW_DEFAULT, 130, 300, KWX_NONE, 1},
    {WORD("if"), KW_IF, 110, 100, KWX_NONE, 0},
    {WORD("else"), KW_ELSE, 110, 100, KWX_NONE, 0},
    {WORD("subroutine"), KW_SUBROUTINE, 400, 0, KWX_NONE, 1},
    {WORD("in"), KW_IN, 110, 100, KWX_NONE, 0},
    {WORD("out"), KW_OUT, 110, 100, KWX_NONE, 0},
    {WORD("inout"), KW_INOUT, 110, 100, KWX_NONE, 0},
    {WORD("true"), KW_TRUE, 110, 100, KWX_NONE, 0},
    {WORD("false"), KW_FALSE, 110, 100, KWX_NONE, 0},
    {WORD("discard"), KW_DISCARD, 110, 100, KWX_NONE, 0},
    {WORD("return"), KW_RETURN, 110, 100, KWX_NONE, 0},
    {WORD("lowp"), KW_LOWP, 130, 100, KWX_NONE, 0},
    {WORD("mediump"), KW_MEDIUMP, 130, 100, KWX_NONE, 0},
    {WORD("highp"), KW_HIGHP, 130, 100, KWX_NONE, 0},
    {WORD("precision"), KW_PRECISION, 130, 100, KWX_NONE, 0},
    {WORD("struct"), KW_STRUCT, 110, 100, KWX_NONE, 0},
    {WORD("demote"), KW_DEMOTE, 0, 0, KWX_DEMOTE, 0},
    {WORD("terminateInvocation"), KW_TERMINATE_INVOCATION, 0, 0, KWX_TERMINATE_INVOCATION, 0},
    {WORD("terminateRayEXT"), KW_TERMINATE_RAY, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("ignoreIntersectionEXT"), KW_IGNORE_INTERSECTION, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("nonuniformEXT"), KW_NONUNIFORM, 0, 0, KWX_NONUNIFORM, 0},
    {WORD("devicecoherent"), KW_DEVICECOHERENT, 0, 0, KWX_MEMORY_SCOPE, 0},
    {WORD("queuefamilycoherent"), KW_QUEUEFAMILYCOHERENT, 0, 0, KWX_MEMORY_SCOPE, 0},
    {WORD("workgroupcoherent"), KW_WORKGROUPCOHERENT, 0, 0, KWX_MEMORY_SCOPE, 0},
    {WORD("subgroupcoherent"), KW_SUBGROUPCOHERENT, 0, 0, KWX_MEMORY_SCOPE, 0},
    {WORD("nonprivate"), KW_NONPRIVATE, 0, 0, KWX_MEMORY_SCOPE, 0},
    {WORD("shadercallcoherent"), KW_SHADERCALLCOHERENT, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("pervertexEXT"), KW_PERVERTEX_EXT, 0, 0, KWX_BARYCENTRIC_EXT, 0},
    {WORD("pervertexNV"), KW_PERVERTEX_NV, 0, 0, KWX_BARYCENTRIC_NV, 0},
    {WORD("perprimitiveEXT"), KW_PERPRIMITIVE_EXT, 0, 0, KWX_MESH_EXT, 0},
    {WORD("taskPayloadSharedEXT"), KW_TASKPAYLOAD_EXT, 0, 0, KWX_MESH_EXT, 0},
    {WORD("perprimitiveNV"), KW_PERPRIMITIVE_NV, 0, 0, KWX_MESH_NV, 0},
    {WORD("perviewNV"), KW_PERVIEW_NV, 0, 0, KWX_MESH_NV, 0},
    {WORD("taskNV"), KW_TASKNV, 0, 0, KWX_MESH_NV, 0},
    {WORD("rayPayloadEXT"), KW_RAYPAYLOAD_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("rayPayloadInEXT"), KW_RAYPAYLOADIN_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("hitAttributeEXT"), KW_HITATTRIBUTE_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("callableDataEXT"), KW_CALLABLEDATA_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("callableDataInEXT"), KW_CALLABLEDATAIN_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("shaderRecordEXT"), KW_SHADERRECORD_EXT, 0, 0, KWX_RAY_TRACING, 0},
    {WORD("rayPayloadNV"), KW_RAYPAYLOAD_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {WORD("rayPayloadInNV"), KW_RAYPAYLOADIN_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {WORD("hitAttributeNV"), KW_HITATTRIBUTE_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {WORD("callableDataNV"), KW_CALLABLEDATA_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {WORD("callableDataInNV"), KW_CALLABLEDATAIN_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {WORD("shaderRecordNV"), KW_SHADERRECORD_NV, 0, 0, KWX_RAY_TRACING_NV, 0},
    {WORD("hitObjectAttributeNV"), KW_HITOBJECTATTR_NV, 0, 0, KWX_INVOCATION_REORDER, 0},
    {WORD("spirv_instruction"), KW_SPIRV_INSTRUCTION, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_execution_mode"), KW_SPIRV_EXECUTION_MODE, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_execution_mode_id"), KW_SPIRV_EXECUTION_MODE_ID, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_decorate"), KW_SPIRV_DECORATE, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_decorate_id"), KW_SPIRV_DECORATE_ID, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_decorate_string"), KW_SPIRV_DECORATE_STRING, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_type"), KW_SPIRV_TYPE, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_storage_class"), KW_SPIRV_STORAGE_CLASS, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_by_reference"), KW_SPIRV_BY_REFERENCE, 0, 0, KWX_SPIRV_INTRINSICS, 0},
    {WORD("spirv_literal"), KW_SPIRV_LITERAL, 0, 0, KWX_SPIRV_INTRINSICS, 0},
};

/* Reserved for future use (GLSL 4.60 and ES 3.20 §3.6); `since` is the
 * desktop version that reserves it (ES reserves them all). */
static const struct {
    const char *text;
    uint8_t len;
    int16_t since;
} reserved[] = {
    {WORD("common"), 400}, {WORD("partition"), 400}, {WORD("active"), 400}, {WORD("asm"), 110}, {WORD("class"), 110},
    {WORD("union"), 110}, {WORD("enum"), 110}, {WORD("typedef"), 110}, {WORD("template"), 110}, {WORD("this"), 110},
    {WORD("resource"), 420}, {WORD("goto"), 110}, {WORD("inline"), 110}, {WORD("noinline"), 110}, {WORD("public"), 110},
    {WORD("static"), 110}, {WORD("extern"), 110}, {WORD("external"), 110}, {WORD("interface"), 110},
    {WORD("long"), 110}, {WORD("short"), 110}, {WORD("half"), 110}, {WORD("fixed"), 110}, {WORD("unsigned"), 110},
    {WORD("superp"), 130}, {WORD("input"), 110}, {WORD("output"), 110}, {WORD("hvec2"), 110}, {WORD("hvec3"), 110},
    {WORD("hvec4"), 110}, {WORD("fvec2"), 110}, {WORD("fvec3"), 110}, {WORD("fvec4"), 110}, {WORD("filter"), 130},
    {WORD("sizeof"), 110}, {WORD("cast"), 110}, {WORD("namespace"), 110}, {WORD("using"), 110},
    {WORD("sampler3DRect"), 110},
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
    {"GL_ARB_tessellation_shader", KWX_TESSELLATION},
    {"GL_ARB_shader_storage_buffer_object", KWX_STORAGE_BUFFER},
    {"GL_ARB_compute_shader", KWX_COMPUTE},
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

/* The words by a hash of first letter and length, chained in table order:
 * keywords_index.h, which scripts/gen-builtin-index.py generates from the
 * two tables above (make builtin-index; make check finds it stale). */
#include "glsl/pp/keywords_index.h"

_Static_assert(COUNT_OF(keywords) == KEYWORD_INDEX_KEYWORDS && COUNT_OF(reserved) == KEYWORD_INDEX_RESERVED,
               "keywords_index.h is stale: run make builtin-index");

static unsigned bucket(const char *text, size_t len)
{
    return ((unsigned char)text[0] * 31u + (unsigned)len) & 63u;
}

static int same_word(const char *entry, size_t entry_len, const char *text, size_t len)
{
    return entry_len == len && entry[0] == text[0] && memcmp(entry, text, len) == 0;
}

TokKind keywords_classify(KeywordState *ks, const char *text, size_t len, uint32_t *type_code)
{
    unsigned b = bucket(text, len);
    for (unsigned e = keyword_index_heads[b]; e; e = keyword_index_next[e - 1]) {
        if (e > COUNT_OF(keywords) || !same_word(keywords[e - 1].text, keywords[e - 1].len, text, len))
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
    for (unsigned e = keyword_index_heads[b]; e; e = keyword_index_next[e - 1]) {
        size_t i = e - 1 - COUNT_OF(keywords);
        if (e <= COUNT_OF(keywords) || !same_word(reserved[i].text, reserved[i].len, text, len))
            continue;
        if (ks->profile == PROFILE_ES || ks->version >= reserved[i].since)
            return TK_RESERVED;
        return TK_IDENT;
    }
    return TK_IDENT;
}
