/* glspv-val: the module model, messages, shared questions, and the public
 * entry points (see val.h for the plan). */
#include <string.h>

#include "val/val.h"

/* ---- messages ---- */

void val_error(Val *v, const SpvInst *in, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Str msg = {0};
    str_vprintf(v->a, &msg, fmt, ap);
    va_end(ap);
    v->errors++;
    if (in) {
        str_printf(v->a, &v->report, "error: line %zu: %s\n  ", val_index(v, in) + 1, msg.data);
        spv_format_inst(v->ctx, v->names, in, &v->report);
        str_putc(v->a, &v->report, '\n');
    } else {
        str_printf(v->a, &v->report, "error: %s\n", msg.data);
    }
    Diag *d = ctx_diag(v->ctx, GLSPV_SEVERITY_ERROR, "%s", msg.data);
    if (d && in)
        d->word_offset = in->offset;
}

/* ---- the model ---- */

size_t val_index(const Val *v, const SpvInst *in)
{
    return (size_t)(in - v->insts.data);
}

size_t val_function_end(const Val *v, size_t start)
{
    size_t i = start + 1;
    while (i < v->insts.len && v->insts.data[i].opcode != SpvOpFunctionEnd)
        i++;
    return i;
}

void val_dom_tree(Val *v, const ValBlocks *succ, size_t stride, uint32_t n, DomTree *t)
{
    uint32_t *first = arena_alloc_uninit(v->a, ((size_t)n + 1) * sizeof *first), m = 0;
    for (uint32_t b = 0; b < n; b++)
        m += ((const ValBlocks *)((const char *)succ + b * stride))->len;
    uint32_t *to = arena_alloc_uninit(v->a, ((size_t)m + 1) * sizeof *to);
    m = 0;
    for (uint32_t b = 0; b < n; b++) {
        const ValBlocks *list = (const ValBlocks *)((const char *)succ + b * stride);
        first[b] = m;
        if (list->len)
            memcpy(to + m, list->data, list->len * sizeof *to);
        m += list->len;
    }
    first[n] = m;
    DomGraph graph = {n, first, to};
    dom_tree(v->a, &graph, t);
}

int val_is_constant_opcode(uint32_t opcode)
{
    switch (opcode) {
    case SpvOpConstantTrue: case SpvOpConstantFalse: case SpvOpConstant: case SpvOpConstantComposite:
    case SpvOpConstantSampler: case SpvOpConstantNull: case SpvOpSpecConstantTrue: case SpvOpSpecConstantFalse:
    case SpvOpSpecConstant: case SpvOpSpecConstantComposite: case SpvOpSpecConstantOp:
        return 1;
    default:
        return 0;
    }
}

const SpvInst *val_def(const Val *v, uint32_t id)
{
    uint32_t i;
    return id && u32map_get(&v->defs, id, &i) ? &v->insts.data[i - 1] : NULL;
}

uint32_t val_def_opcode(const Val *v, uint32_t id)
{
    const SpvInst *d = val_def(v, id);
    return d ? d->opcode : 0;
}

uint32_t val_word(const SpvInst *in, uint16_t operand)
{
    return operand < in->operand_count ? in->words[in->operands[operand].offset] : 0;
}

int val_has_capability(const Val *v, uint32_t capability)
{
    return u32map_get(&v->caps, capability, NULL);
}

int val_has_extension(const Val *v, const char *name)
{
    for (int i = 0; i < SPV_EXTENSION_COUNT; i++)
        if (strcmp(spv_extension_names[i], name) == 0)
            return v->exts[i];
    /* One the grammar does not list (it enables nothing there, as
     * SPV_AMD_gpu_shader_int16): the module's own OpExtension lines. */
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode != SpvOpCapability && in->opcode != SpvOpExtension)
            break; /* they lead the module */
        if (in->opcode == SpvOpExtension && strcmp(spv_operand_string(v->ctx, in, &in->operands[0]), name) == 0)
            return 1;
    }
    return 0;
}

int val_decorated(const Val *v, uint32_t id, int member, uint32_t decoration, uint32_t *value)
{
    uint32_t i;
    if (!u32map_get(&v->decorations, id, &i))
        return 0;
    for (; i; i = v->next_decoration.data[i - 1]) {
        const SpvInst *d = &v->insts.data[i - 1];
        int is_member = d->opcode == SpvOpMemberDecorate || d->opcode == SpvOpMemberDecorateString;
        uint16_t first = is_member ? 2 : 1;
        if ((member < 0) == is_member || (is_member && val_word(d, 1) != (uint32_t)member))
            continue;
        if (val_word(d, first) != decoration)
            continue;
        if (value)
            *value = val_word(d, (uint16_t)(first + 1));
        return 1;
    }
    return 0;
}

/* Declaring a capability declares those it depends on (the grammar's
 * "capabilities" of a Capability enumerant). */
static void declare_capability(Val *v, uint32_t cap)
{
    if (u32map_get(&v->caps, cap, NULL))
        return;
    u32map_put(v->a, &v->caps, cap, 1);
    const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_Capability, cap);
    for (uint16_t i = 0; e && i < e->reqs.cap_count; i++)
        declare_capability(v, spv_capability_lists[e->reqs.caps + i]);
}

static int collect(void *user, const SpvInst *in)
{
    Val *v = user;
    SpvInst copy = spv_inst_keep(v->a, in);
    vec_push(v->a, &v->insts, copy);
    return 0;
}

static void build_model(Val *v)
{
    vec_reserve(v->a, &v->next_decoration, v->insts.len + 1);
    v->next_decoration.len = v->insts.len;
    memset(v->next_decoration.data, 0, v->insts.len * sizeof(uint32_t));
    U32Map last_decoration = {0};
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->result_id && !u32map_get(&v->defs, in->result_id, NULL))
            u32map_put(v->a, &v->defs, in->result_id, (uint32_t)i + 1);
        switch (in->opcode) {
        case SpvOpCapability:
            declare_capability(v, val_word(in, 0));
            break;
        case SpvOpExtension: {
            const char *name = spv_operand_string(v->ctx, in, &in->operands[0]);
            for (int k = 0; k < SPV_EXTENSION_COUNT; k++)
                if (strcmp(spv_extension_names[k], name) == 0)
                    v->exts[k] = 1;
            break;
        }
        case SpvOpDecorate: case SpvOpMemberDecorate: case SpvOpDecorateId: case SpvOpDecorateString:
        case SpvOpMemberDecorateString: {
            uint32_t target = val_word(in, 0), prev;
            if (u32map_get(&last_decoration, target, &prev))
                v->next_decoration.data[prev - 1] = (uint32_t)i + 1;
            else
                u32map_put(v->a, &v->decorations, target, (uint32_t)i + 1);
            u32map_put(v->a, &last_decoration, target, (uint32_t)i + 1);
            break;
        }
        default:
            break;
        }
    }
}

/* ---- type questions ---- */

int val_declares_type(const SpvInst *in)
{
    return spv_declares_type(in->info);
}

int val_declares_constant(const SpvInst *in)
{
    return in->info->cls == SPV_CLASS_Constant_Creation || strncmp(in->info->name, "OpConstant", 10) == 0 ||
           strncmp(in->info->name, "OpSpecConstant", 14) == 0;
}

int val_is_type(const Val *v, uint32_t id)
{
    const SpvInst *d = val_def(v, id);
    return d && val_declares_type(d) && d->opcode != SpvOpTypeForwardPointer;
}

uint32_t val_type_of(const Val *v, uint32_t id)
{
    const SpvInst *d = val_def(v, id);
    return d ? d->type_id : 0;
}

uint32_t val_scalar_of(const Val *v, uint32_t type)
{
    const SpvInst *d = val_def(v, type);
    if (!d)
        return 0;
    if (d->opcode == SpvOpTypeVector)
        return val_word(d, 1);
    if (d->opcode == SpvOpTypeInt || d->opcode == SpvOpTypeFloat || d->opcode == SpvOpTypeBool)
        return type;
    return 0;
}

uint32_t val_component_count(const Val *v, uint32_t type)
{
    const SpvInst *d = val_def(v, type);
    if (!d)
        return 0;
    if (d->opcode == SpvOpTypeVector)
        return val_word(d, 2);
    return d->opcode == SpvOpTypeInt || d->opcode == SpvOpTypeFloat || d->opcode == SpvOpTypeBool;
}

static int scalar_kind(const Val *v, uint32_t type, int scalar_only, uint32_t opcode)
{
    const SpvInst *d = val_def(v, type);
    if (d && d->opcode == SpvOpTypeVector && !scalar_only)
        d = val_def(v, val_word(d, 1));
    return d && d->opcode == opcode;
}

int val_is_int_type(const Val *v, uint32_t type, int scalar_only)
{
    return scalar_kind(v, type, scalar_only, SpvOpTypeInt);
}

int val_is_float_type(const Val *v, uint32_t type, int scalar_only)
{
    return scalar_kind(v, type, scalar_only, SpvOpTypeFloat);
}

int val_is_bool_type(const Val *v, uint32_t type, int scalar_only)
{
    return scalar_kind(v, type, scalar_only, SpvOpTypeBool);
}

uint32_t val_width(const Val *v, uint32_t type)
{
    const SpvInst *d = val_def(v, val_scalar_of(v, type));
    return d && (d->opcode == SpvOpTypeInt || d->opcode == SpvOpTypeFloat) ? val_word(d, 1) : 0;
}

int val_pointer(const Val *v, uint32_t type, uint32_t *storage, uint32_t *pointee)
{
    const SpvInst *d = val_def(v, type);
    if (!d || d->opcode != SpvOpTypePointer)
        return 0;
    if (storage)
        *storage = val_word(d, 1);
    if (pointee)
        *pointee = val_word(d, 2);
    return 1;
}

/* ---- the run ---- */

static void (*const passes[])(Val *) = {
    val_layout, val_ids, val_requirements, val_types, val_decorations, val_glsl_std, val_images, val_modes, val_cfg, val_constructs, val_uses,
    val_vulkan, val_extensions,
};

static int is_vulkan(glspv_target_env env)
{
    return env == GLSPV_ENV_VULKAN_1_0 || env == GLSPV_ENV_VULKAN_1_1 || env == GLSPV_ENV_VULKAN_1_1_SPIRV_1_4 ||
           env == GLSPV_ENV_VULKAN_1_2 || env == GLSPV_ENV_VULKAN_1_3;
}

static glspv_status validate(Val *v, const uint32_t *words, size_t count)
{
    /* Read as the module's own version (aliases resolve by it). */
    uint32_t version = 0x00010000;
    if (count > 1) {
        uint32_t w = words[1];
        version = words[0] == SPV_MAGIC ? w : (w >> 24) | ((w >> 8) & 0xff00u) | ((w << 8) & 0xff0000u) | (w << 24);
    }
    glspv_status s = spv_read(v->ctx, words, count, version, &v->header, collect, v);
    if (s)
        return s;
    v->version = v->header.version;
    build_model(v);
    v->names = spv_names_build(v->ctx, v->insts.data, v->insts.len);
    for (size_t i = 0; i < COUNT_OF(passes) && !v->errors; i++)
        passes[i](v);
    return v->errors ? GLSPV_ERROR_VALIDATION : GLSPV_OK;
}

typedef struct ValCall {
    const uint32_t *words;
    size_t count;
    glspv_target_env env;
    uint32_t options;
} ValCall;

static glspv_status validate_body(Ctx *ctx, void *data, EntryOut *out)
{
    const ValCall *call = data;
    Val v = {0};
    v.ctx = ctx;
    v.a = &ctx->arena;
    v.env = call->env;
    v.vulkan = is_vulkan(call->env);
    v.options = call->options;
    glspv_status status = validate(&v, call->words, call->count);
    if (status == GLSPV_OK || status == GLSPV_ERROR_VALIDATION) {
        out->text = v.report.data ? v.report.data : "";
        out->text_len = v.report.len;
    }
    return status;
}

glspv_status glspv_spirv_validate_with(const glspv_allocator *allocator, const uint32_t *words, size_t count,
                                       glspv_target_env env, uint32_t options, glspv_result **result)
{
    if (!result)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    *result = NULL;
    if ((!words && count) || (uint32_t)env > GLSPV_ENV_OPENGL_4_5)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    ValCall call = {words, count, env, options};
    return ctx_run(allocator, validate_body, &call, result);
}

glspv_status glspv_spirv_validate(const uint32_t *words, size_t count, glspv_target_env env, uint32_t options,
                                  glspv_result **result)
{
    return glspv_spirv_validate_with(NULL, words, count, env, options, result);
}
