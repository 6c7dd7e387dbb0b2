/* Friendly names for ids, chosen exactly as spirv-dis chooses them.
 *
 * One pass over the module in order; the first name an id gets stays:
 *  - OpName text, with every character outside [A-Za-z0-9_] made '_';
 *  - a BuiltIn decoration, for the built-ins spirv-dis knows (gl_Position...);
 *  - types: void, bool, int/uint (32), char/uchar (8), short/ushort (16),
 *    long/ulong (64), half/float/double, v4float, mat4v4float,
 *    _arr_<elem>_<length id>, _runtimearr_<elem>, _ptr_<class>_<pointee>,
 *    _struct_<id>, and a few opaque types;
 *  - constants: true, false, <type>_<value> with '-' written 'n';
 *  - anything else with a result: its number.
 * Names are unique: a taken name gets _0, _1, ... appended. */
#include <stdio.h>
#include <string.h>

#include "spirv/dis.h"

struct SpvNames {
    Ctx *ctx;
    U32Map ids;           /* id -> index into names */
    VEC(const char *) names;
    StrSet used;
};

static char *sanitize(Arena *a, const char *s)
{
    if (!*s)
        return arena_strndup(a, "_", 1);
    size_t n = strlen(s);
    char *out = arena_strndup(a, s, n);
    for (size_t i = 0; i < n; i++) {
        char c = out[i];
        int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        if (!ok)
            out[i] = '_';
    }
    return out;
}

static int has_name(const SpvNames *n, uint32_t id)
{
    return u32map_get(&n->ids, id, NULL);
}

static void save(SpvNames *n, uint32_t id, const char *suggested)
{
    Arena *a = &n->ctx->arena;
    if (has_name(n, id))
        return;
    const char *base = sanitize(a, suggested);
    const char *name = base;
    for (uint32_t i = 0; !strset_add(a, &n->used, name); i++)
        name = arena_printf(a, "%s_%u", base, i);
    u32map_put(a, &n->ids, id, (uint32_t)n->names.len);
    vec_push(a, &n->names, name);
}

const char *spv_name_of(SpvNames *n, uint32_t id)
{
    uint32_t index;
    if (n && u32map_get(&n->ids, id, &index))
        return n->names.data[index];
    return NULL;
}

/* The name of an id used in another name: its friendly name or number. */
static const char *ref(SpvNames *n, uint32_t id)
{
    const char *name = spv_name_of(n, id);
    return name ? name : arena_printf(&n->ctx->arena, "%u", id);
}

/* spirv-dis names these built-ins; the others stay numbered. */
static const char *builtin_name(uint32_t builtin)
{
    switch (builtin) {
    case SpvBuiltInPosition: return "gl_Position";
    case SpvBuiltInPointSize: return "gl_PointSize";
    case SpvBuiltInClipDistance: return "gl_ClipDistance";
    case SpvBuiltInCullDistance: return "gl_CullDistance";
    case SpvBuiltInVertexId: return "gl_VertexID";
    case SpvBuiltInInstanceId: return "gl_InstanceID";
    case SpvBuiltInPrimitiveId: return "gl_PrimitiveID";
    case SpvBuiltInInvocationId: return "gl_InvocationID";
    case SpvBuiltInLayer: return "gl_Layer";
    case SpvBuiltInViewportIndex: return "gl_ViewportIndex";
    case SpvBuiltInTessLevelOuter: return "gl_TessLevelOuter";
    case SpvBuiltInTessLevelInner: return "gl_TessLevelInner";
    case SpvBuiltInTessCoord: return "gl_TessCoord";
    case SpvBuiltInPatchVertices: return "gl_PatchVertices";
    case SpvBuiltInFragCoord: return "gl_FragCoord";
    case SpvBuiltInPointCoord: return "gl_PointCoord";
    case SpvBuiltInFrontFacing: return "gl_FrontFacing";
    case SpvBuiltInSampleId: return "gl_SampleID";
    case SpvBuiltInSamplePosition: return "gl_SamplePosition";
    case SpvBuiltInSampleMask: return "gl_SampleMask";
    case SpvBuiltInFragDepth: return "gl_FragDepth";
    case SpvBuiltInHelperInvocation: return "gl_HelperInvocation";
    case SpvBuiltInNumWorkgroups: return "gl_NumWorkGroups";
    case SpvBuiltInWorkgroupSize: return "gl_WorkGroupSize";
    case SpvBuiltInWorkgroupId: return "gl_WorkGroupID";
    case SpvBuiltInLocalInvocationId: return "gl_LocalInvocationID";
    case SpvBuiltInGlobalInvocationId: return "gl_GlobalInvocationID";
    case SpvBuiltInLocalInvocationIndex: return "gl_LocalInvocationIndex";
    case SpvBuiltInWorkDim: return "WorkDim";
    case SpvBuiltInGlobalSize: return "GlobalSize";
    case SpvBuiltInEnqueuedWorkgroupSize: return "EnqueuedWorkgroupSize";
    case SpvBuiltInGlobalOffset: return "GlobalOffset";
    case SpvBuiltInGlobalLinearId: return "GlobalLinearId";
    case SpvBuiltInSubgroupSize: return "SubgroupSize";
    case SpvBuiltInSubgroupMaxSize: return "SubgroupMaxSize";
    case SpvBuiltInNumSubgroups: return "NumSubgroups";
    case SpvBuiltInNumEnqueuedSubgroups: return "NumEnqueuedSubgroups";
    case SpvBuiltInSubgroupId: return "SubgroupId";
    case SpvBuiltInSubgroupLocalInvocationId: return "SubgroupLocalInvocationId";
    case SpvBuiltInVertexIndex: return "gl_VertexIndex";
    case SpvBuiltInInstanceIndex: return "gl_InstanceIndex";
    case SpvBuiltInBaseInstance: return "gl_BaseInstance";
    case SpvBuiltInSubgroupEqMask: return "SubgroupEqMaskKHR";
    case SpvBuiltInSubgroupGeMask: return "SubgroupGeMaskKHR";
    case SpvBuiltInSubgroupGtMask: return "SubgroupGtMaskKHR";
    case SpvBuiltInSubgroupLeMask: return "SubgroupLeMaskKHR";
    case SpvBuiltInSubgroupLtMask: return "SubgroupLtMaskKHR";
    default: return NULL;
    }
}

static const char *int_name(Arena *a, uint32_t width, uint32_t is_signed)
{
    const char *root;
    switch (width) {
    case 8: root = "char"; break;
    case 16: root = "short"; break;
    case 32: root = "int"; break;
    case 64: root = "long"; break;
    default: return arena_printf(a, "%s%u", is_signed ? "i" : "u", width);
    }
    return is_signed ? root : arena_printf(a, "u%s", root);
}

static const char *float_name(Arena *a, uint32_t width)
{
    switch (width) {
    case 16: return "half";
    case 32: return "float";
    case 64: return "double";
    default: return arena_printf(a, "fp%u", width);
    }
}

static const char *enum_name(Arena *a, SpvKind kind, uint32_t value, const char *fallback)
{
    const SpvEnumerantInfo *e = spv_enumerant_for_version(kind, value, SPV_DIS_VERSION);
    if (!e)
        e = spv_enumerant_by_value(kind, value);
    return e ? e->name : arena_printf(a, "%s%u", fallback, value);
}

static void name_inst(SpvNames *n, const SpvInst *in)
{
    Arena *a = &n->ctx->arena;
    const uint32_t *w = in->words;
    uint32_t id = in->result_id;
    switch (in->opcode) {
    case SpvOpName:
        save(n, w[1], spv_operand_string(n->ctx, in, &in->operands[1]));
        return;
    case SpvOpDecorate:
        /* OpName comes first in a module, so it wins over the built-in. */
        if (w[2] == SpvDecorationBuiltIn && in->word_count > 3 && builtin_name(w[3]))
            save(n, w[1], builtin_name(w[3]));
        return;
    case SpvOpTypeVoid: save(n, id, "void"); return;
    case SpvOpTypeBool: save(n, id, "bool"); return;
    case SpvOpTypeInt: save(n, id, int_name(a, w[2], w[3])); return;
    case SpvOpTypeFloat: save(n, id, float_name(a, w[2])); return;
    case SpvOpTypeVector: save(n, id, arena_printf(a, "v%u%s", w[3], ref(n, w[2]))); return;
    case SpvOpTypeMatrix: save(n, id, arena_printf(a, "mat%u%s", w[3], ref(n, w[2]))); return;
    case SpvOpTypeArray: save(n, id, arena_printf(a, "_arr_%s_%s", ref(n, w[2]), ref(n, w[3]))); return;
    case SpvOpTypeRuntimeArray: save(n, id, arena_printf(a, "_runtimearr_%s", ref(n, w[2]))); return;
    case SpvOpTypePointer:
        save(n, id, arena_printf(a, "_ptr_%s_%s", enum_name(a, SPV_KIND_StorageClass, w[2], "StorageClass"),
                                 ref(n, w[3])));
        return;
    case SpvOpTypePipe:
        save(n, id, arena_printf(a, "Pipe%s", enum_name(a, SPV_KIND_AccessQualifier, w[2], "AccessQualifier")));
        return;
    case SpvOpTypeEvent: save(n, id, "Event"); return;
    case SpvOpTypeDeviceEvent: save(n, id, "DeviceEvent"); return;
    case SpvOpTypeReserveId: save(n, id, "ReserveId"); return;
    case SpvOpTypeQueue: save(n, id, "Queue"); return;
    case SpvOpTypeOpaque:
        save(n, id, arena_printf(a, "Opaque_%s", sanitize(a, spv_operand_string(n->ctx, in, &in->operands[1]))));
        return;
    case SpvOpTypePipeStorage: save(n, id, "PipeStorage"); return;
    case SpvOpTypeNamedBarrier: save(n, id, "NamedBarrier"); return;
    case SpvOpTypeStruct: save(n, id, arena_printf(a, "_struct_%u", id)); return;
    case SpvOpConstantTrue: save(n, id, "true"); return;
    case SpvOpConstantFalse: save(n, id, "false"); return;
    case SpvOpConstant: {
        Str value = {0};
        spv_format_number(a, &value, in, &in->operands[2]);
        for (size_t i = 0; i < value.len; i++)
            if (value.data[i] == '-')
                value.data[i] = 'n';
        save(n, id, arena_printf(a, "%s_%s", ref(n, in->type_id), value.data ? value.data : ""));
        return;
    }
    default:
        /* Numbering the rest keeps an OpName "7" from colliding with %7. */
        if (id && !has_name(n, id))
            save(n, id, arena_printf(a, "%u", id));
        return;
    }
}

SpvNames *spv_names_build(Ctx *ctx, const SpvInst *insts, size_t count)
{
    SpvNames *n = arena_alloc(&ctx->arena, sizeof *n);
    n->ctx = ctx;
    for (size_t i = 0; i < count; i++)
        name_inst(n, &insts[i]);
    return n;
}
