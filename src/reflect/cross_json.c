/* Reflection: the JSON `spirv-cross --reflect` prints, byte for byte, so
 * that scripts written for SPIRV-Cross read glspv's unchanged.
 *
 * The layout is SPIRV-Cross's: four spaces a level, `"key" : value`, each
 * element on its own line, no newline after the last brace. So are its
 * choices: one entry point per function (the first OpEntryPoint naming
 * it), sorted by execution model then name; every struct
 * type in module order under "types"; the global variables sorted into
 * its kinds of resource (inputs, outputs, textures, ubos, ...), built-ins
 * left out, in module order; specialization constants with a SpecId.
 * Names fall back as SPIRV-Cross's do ("_12" for id 12, "_m0" for member
 * 0, "_TYPE_VAR" for an unnamed block). Array dimensions go innermost
 * first, with a specialization constant's id for its length.
 *
 * One difference: a name holding '"' or '\' is escaped here, where
 * SPIRV-Cross writes it raw and its JSON does not parse. */
#include <stdio.h>
#include <stdlib.h>

#include "reflect/reflect.h"

/* ---- a JSON writer with SPIRV-Cross's layout ---- */

#define JSON_MAX_DEPTH 16

typedef struct Json {
    Arena *a;
    Str *out;
    int depth;
    uint8_t has_item[JSON_MAX_DEPTH]; /* the open object or array has an element already */
} Json;

static void indent(Json *j)
{
    for (int i = 0; i < j->depth; i++)
        str_puts(j->a, j->out, "    ");
}

/* A comma before every element but the first. */
static void next_item(Json *j)
{
    if (j->has_item[j->depth])
        str_puts(j->a, j->out, ",\n");
    j->has_item[j->depth] = 1;
}

static void open_level(Json *j, char c)
{
    str_putc(j->a, j->out, c);
    str_putc(j->a, j->out, '\n');
    j->depth++;
    j->has_item[j->depth] = 0;
}

static void close_level(Json *j, char c)
{
    if (j->has_item[j->depth])
        str_putc(j->a, j->out, '\n');
    j->depth--;
    indent(j);
    str_putc(j->a, j->out, c);
}

static void quoted(Json *j, const char *s)
{
    str_putc(j->a, j->out, '"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            str_putc(j->a, j->out, '\\');
        str_putc(j->a, j->out, *s);
    }
    str_putc(j->a, j->out, '"');
}

static void key(Json *j, const char *k)
{
    next_item(j);
    indent(j);
    quoted(j, k);
    str_puts(j->a, j->out, " : ");
}

static void begin_object(Json *j)
{
    next_item(j);
    indent(j);
    open_level(j, '{');
}

static void key_object(Json *j, const char *k)
{
    key(j, k);
    open_level(j, '{');
}

static void key_array(Json *j, const char *k)
{
    key(j, k);
    open_level(j, '[');
}

static void key_string(Json *j, const char *k, const char *v)
{
    key(j, k);
    quoted(j, v);
}

static void key_uint(Json *j, const char *k, uint32_t v)
{
    key(j, k);
    str_printf(j->a, j->out, "%u", v);
}

static void key_bool(Json *j, const char *k, int v)
{
    key(j, k);
    str_puts(j->a, j->out, v ? "true" : "false");
}

static void item_uint(Json *j, uint32_t v)
{
    next_item(j);
    indent(j);
    str_printf(j->a, j->out, "%u", v);
}

static void item_bool(Json *j, int v)
{
    next_item(j);
    indent(j);
    str_puts(j->a, j->out, v ? "true" : "false");
}

/* ---- pieces ---- */

/* "array" and "array_size_is_literal" of a declaration with dimensions. */
static void array_dims(Json *j, const ReflectShape *shape)
{
    if (!shape->dims)
        return;
    key_array(j, "array");
    for (uint32_t i = 0; i < shape->dims; i++)
        item_uint(j, shape->dim[i]);
    close_level(j, ']');
    key_array(j, "array_size_is_literal");
    for (uint32_t i = 0; i < shape->dims; i++)
        item_bool(j, shape->literal[i]);
    close_level(j, ']');
}

static int is_struct(const Reflect *r, uint32_t type)
{
    const SpvInst *t = reflect_def(r, type);
    return t && t->opcode == SpvOpTypeStruct;
}

static const char *mode_name(uint32_t model)
{
    switch (model) {
    case SpvExecutionModelVertex: return "vert";
    case SpvExecutionModelTessellationControl: return "tesc";
    case SpvExecutionModelTessellationEvaluation: return "tese";
    case SpvExecutionModelGeometry: return "geom";
    case SpvExecutionModelFragment: return "frag";
    case SpvExecutionModelGLCompute: return "comp";
    case SpvExecutionModelRayGenerationKHR: return "rgen";
    case SpvExecutionModelIntersectionKHR: return "rint";
    case SpvExecutionModelAnyHitKHR: return "rahit";
    case SpvExecutionModelClosestHitKHR: return "rchit";
    case SpvExecutionModelMissKHR: return "rmiss";
    case SpvExecutionModelCallableKHR: return "rcall";
    default: return "???";
    }
}

/* ---- entry points ---- */

static const char *entry_name(const Reflect *r, const SpvInst *e)
{
    return spv_operand_string(r->ctx, e, &e->operands[2]);
}

/* The entry point SPIRV-Cross reflects by default: the first. */
static const SpvInst *default_entry(const Reflect *r)
{
    return r->entry_points.len ? &r->insts.data[r->entry_points.data[0]] : NULL;
}

/* An entry point as it sorts: by execution model, then name. */
typedef struct Entry {
    uint32_t model;
    const char *name;
    const SpvInst *inst;
} Entry;

static int entry_order(const void *pa, const void *pb)
{
    const Entry *a = pa, *b = pb;
    if (a->model != b->model)
        return a->model < b->model ? -1 : 1;
    return strcmp(a->name, b->name);
}

/* The WorkgroupSize built-in constant, 0 when there is none. */
static uint32_t workgroup_size_constant(const Reflect *r)
{
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *in = &r->insts.data[i];
        uint32_t builtin;
        if ((in->opcode == SpvOpConstantComposite || in->opcode == SpvOpSpecConstantComposite) &&
            reflect_decorated(r, in->result_id, -1, SpvDecorationBuiltIn, &builtin) &&
            builtin == SpvBuiltInWorkgroupSize)
            return in->result_id;
    }
    return 0;
}

static int is_spec_scalar(const Reflect *r, uint32_t id)
{
    const SpvInst *c = reflect_def(r, id);
    return c && (c->opcode == SpvOpSpecConstant || c->opcode == SpvOpSpecConstantTrue ||
                 c->opcode == SpvOpSpecConstantFalse || c->opcode == SpvOpSpecConstantOp ||
                 c->opcode == SpvOpSpecConstantComposite);
}

/* What sets the workgroup sizes: each function's LocalSize, and the
 * specialization constants SPIRV-Cross looks for on the default entry
 * point (the WorkgroupSize built-in first, else its LocalSizeId). */
typedef struct Workgroup {
    U32Map local_size;      /* function id -> index + 1 of its LocalSize mode */
    const SpvInst *spec_from; /* the built-in constant (parts from operand 2) or LocalSizeId (from operand 2) */
} Workgroup;

static void find_workgroup(const Reflect *r, Workgroup *w)
{
    memset(w, 0, sizeof *w);
    const SpvInst *d = default_entry(r);
    for (uint32_t i = 0; i < r->modes.len; i++) {
        const SpvInst *m = &r->insts.data[r->modes.data[i]];
        if (reflect_word(m, 1) == SpvExecutionModeLocalSize)
            u32map_put(r->a, &w->local_size, reflect_word(m, 0), r->modes.data[i] + 1);
        else if (reflect_word(m, 1) == SpvExecutionModeLocalSizeId && reflect_word(m, 0) == reflect_word(d, 1))
            w->spec_from = m;
    }
    uint32_t builtin = workgroup_size_constant(r);
    if (builtin)
        w->spec_from = reflect_def(r, builtin);
}

/* A compute entry point's size: each dimension its LocalSize, or the
 * SpecId of the specialization constant that sets it; where the
 * WorkgroupSize built-in is declared, its other parts give the size. */
static void workgroup_size(Json *j, const Reflect *r, const Workgroup *w, const SpvInst *e)
{
    uint32_t size[3] = {0, 0, 0}, spec[3] = {0, 0, 0}, at;
    if (u32map_get(&w->local_size, reflect_word(e, 1), &at))
        for (uint16_t k = 0; k < 3; k++)
            size[k] = reflect_word(&r->insts.data[at - 1], (uint16_t)(2 + k));
    for (uint16_t k = 0; w->spec_from && k < 3; k++) {
        uint32_t part = reflect_word(w->spec_from, (uint16_t)(2 + k));
        if (is_spec_scalar(r, part)) {
            spec[k] = 1;
            reflect_decorated(r, part, -1, SpvDecorationSpecId, &size[k]);
        } else if (w->spec_from->opcode != SpvOpExecutionModeId) {
            size[k] = reflect_constant_u32(r, part);
        }
    }
    key_array(j, "workgroup_size");
    for (int k = 0; k < 3; k++)
        item_uint(j, size[k]);
    close_level(j, ']');
    key_array(j, "workgroup_size_is_spec_constant_id");
    for (int k = 0; k < 3; k++)
        item_bool(j, (int)spec[k]);
    close_level(j, ']');
}

static void entry_points(Json *j, Reflect *r)
{
    uint32_t n = r->entry_points.len;
    if (!n)
        return;
    /* SPIRV-Cross keeps one entry point per function: the first that names it. */
    Entry *order = arena_alloc(r->a, n * sizeof *order);
    U32Map functions = {0};
    uint32_t kept = 0;
    for (uint32_t i = 0; i < n; i++) {
        const SpvInst *e = &r->insts.data[r->entry_points.data[i]];
        if (u32map_get(&functions, reflect_word(e, 1), NULL))
            continue;
        u32map_put(r->a, &functions, reflect_word(e, 1), 1);
        order[kept++] = (Entry){reflect_word(e, 0), entry_name(r, e), e};
    }
    n = kept;
    qsort(order, n, sizeof *order, entry_order);
    Workgroup w;
    find_workgroup(r, &w);
    key_array(j, "entryPoints");
    for (uint32_t i = 0; i < n; i++) {
        begin_object(j);
        key_string(j, "name", order[i].name);
        key_string(j, "mode", mode_name(order[i].model));
        if (order[i].model == SpvExecutionModelGLCompute)
            workgroup_size(j, r, &w, order[i].inst);
        close_level(j, '}');
    }
    close_level(j, ']');
}

/* ---- types ---- */

static void struct_member(Json *j, Reflect *r, uint32_t type, uint32_t member, uint32_t member_type)
{
    begin_object(j);
    const char *name = reflect_member_name(r, type, member);
    key_string(j, "name", name && *name ? name : arena_printf(r->a, "_m%u", member));
    ReflectShape shape;
    reflect_shape(r, member_type, &shape);
    int address = reflect_is_physical_pointer(r, member_type);
    if (reflect_is_reference(r, member_type))
        key_string(j, "type", arena_printf(r->a, "_%u", reflect_parent(r, member_type)));
    else if (is_struct(r, shape.base))
        key_string(j, "type", arena_printf(r->a, "_%u", shape.base));
    else
        key_string(j, "type", reflect_type_name(r, member_type));
    if (!address)
        array_dims(j, &shape);
    uint32_t value;
    if (reflect_decorated(r, type, (int)member, SpvDecorationLocation, &value))
        key_uint(j, "location", value);
    if (reflect_decorated(r, type, (int)member, SpvDecorationOffset, &value))
        key_uint(j, "offset", value);
    if (reflect_decorated(r, member_type, -1, SpvDecorationArrayStride, &value))
        key_uint(j, "array_stride", value);
    if (reflect_decorated(r, type, (int)member, SpvDecorationMatrixStride, &value))
        key_uint(j, "matrix_stride", value);
    if (reflect_decorated(r, type, (int)member, SpvDecorationRowMajor, NULL))
        key_bool(j, "row_major", 1);
    if (address)
        key_bool(j, "physical_pointer", 1);
    close_level(j, '}');
}

/* A type under "types": a struct with its members, or (reached through an
 * address) an address, an array or any other type. */
static void type_entry(Json *j, Reflect *r, uint32_t type)
{
    key_object(j, arena_printf(r->a, "_%u", type));
    key_string(j, "name", reflect_type_name(r, type));
    const SpvInst *t = reflect_def(r, type);
    ReflectShape shape;
    reflect_shape(r, type, &shape);
    if (reflect_is_physical_pointer(r, type)) {
        key_string(j, "type", arena_printf(r->a, "_%u", reflect_parent(r, type)));
        key_bool(j, "physical_pointer", 1);
    } else if (shape.dims) {
        uint32_t stride = 0;
        array_dims(j, &shape);
        key_string(j, "type", arena_printf(r->a, "_%u", reflect_parent(r, type)));
        reflect_decorated(r, type, -1, SpvDecorationArrayStride, &stride);
        key_uint(j, "array_stride", stride);
    } else {
        key_array(j, "members");
        for (uint32_t m = 0; t && t->opcode == SpvOpTypeStruct && m + 2 < t->word_count; m++)
            struct_member(j, r, type, m, t->words[2 + m]);
        close_level(j, ']');
    }
    close_level(j, '}');
}

/* Every struct, in the order SPIRV-Cross keeps types (a forward-declared
 * pointer where its OpTypeForwardPointer stands); then what the addresses
 * among the types point to, when that is not a struct itself. */
static void types(Json *j, Reflect *r)
{
    int open = 0;
    U32Map seen = {0}, listed = {0};
    VEC(uint32_t) pointees = {0};
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *t = &r->insts.data[i];
        uint32_t id = t->opcode == SpvOpTypeForwardPointer ? reflect_word(t, 0) : t->result_id;
        if ((t->opcode != SpvOpTypeForwardPointer && !spv_declares_type(t->info)) || u32map_get(&seen, id, NULL))
            continue;
        u32map_put(r->a, &seen, id, 1);
        if (t->opcode == SpvOpTypeStruct) {
            if (!open)
                key_object(j, "types");
            open = 1;
            type_entry(j, r, id);
        } else if (reflect_is_reference(r, id)) {
            uint32_t parent = reflect_parent(r, id);
            if (!is_struct(r, parent) && !u32map_get(&listed, parent, NULL)) {
                u32map_put(r->a, &listed, parent, 1);
                vec_push(r->a, &pointees, parent);
            }
        }
    }
    for (uint32_t k = 0; k < pointees.len; k++) {
        if (!open)
            key_object(j, "types");
        open = 1;
        type_entry(j, r, pointees.data[k]);
    }
    if (open)
        close_level(j, '}');
}

/* ---- resources ---- */

typedef enum Kind {
    K_SUBPASS_INPUTS, K_INPUTS, K_OUTPUTS, K_TEXTURES, K_SEPARATE_IMAGES, K_SEPARATE_SAMPLERS, K_IMAGES, K_SSBOS,
    K_UBOS, K_PUSH_CONSTANTS, K_COUNTERS, K_ACCELERATION_STRUCTURES, K_COUNT, K_NONE = K_COUNT
} Kind;

static const char *const kind_keys[K_COUNT] = {
    "subpass_inputs", "inputs", "outputs", "textures", "separate_images", "separate_samplers", "images", "ssbos",
    "ubos", "push_constants", "counters", "acceleration_structures",
};

typedef struct Resource {
    const SpvInst *var;
    uint32_t storage;
    ReflectShape shape;     /* of the variable's type */
    const SpvInst *base;    /* the declared type, pointer and arrays taken off */
    const char *name;       /* "" when SPIRV-Cross falls back to an id */
} Resource;

/* Whether `var` counts for the default entry point (whose interface ids
 * are the keys of `interface`): from SPIR-V 1.4 every global it uses is in
 * its interface, before that only its inputs and outputs are listed. */
static int active_in_entry_point(const Reflect *r, const U32Map *interface, const SpvInst *var, uint32_t storage)
{
    if (r->version < 0x10400 && storage != SpvStorageClassInput && storage != SpvStorageClassOutput)
        return 1;
    return u32map_get(interface, var->result_id, NULL);
}

/* An image type's operand `k` (0: sampled type, 1: dim ... 6: format);
 * UINT32_MAX when `t` is not an image. */
static uint32_t image_field(const SpvInst *t, uint16_t k)
{
    return t && t->opcode == SpvOpTypeImage ? reflect_word(t, (uint16_t)(1 + k)) : UINT32_MAX;
}

/* The name of a block: its type's, else the variable's, else "_TYPE_VAR". */
static const char *block_name(Reflect *r, const Resource *res)
{
    const char *name = reflect_name(r, res->shape.base);
    if (*name)
        return name;
    name = reflect_name(r, res->var->result_id);
    return *name ? name : arena_printf(r->a, "_%u_%u", res->shape.base, res->var->result_id);
}

/* SPIRV-Cross names a buffer block by its variable instead of its type
 * when the module came from HLSL, or (no OpSource) when two buffers share
 * one block type. */
static int buffers_named_by_variable(const Reflect *r)
{
    if (r->source_known)
        return r->source_hlsl;
    U32Map seen = {0};
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *v = &r->insts.data[i];
        if (v->opcode != SpvOpVariable)
            continue;
        ReflectShape shape;
        reflect_shape(r, v->type_id, &shape);
        uint32_t storage = reflect_word(v, 2);
        if (storage == SpvStorageClassStorageBuffer ||
            (storage == SpvStorageClassUniform && reflect_decorated(r, shape.base, -1, SpvDecorationBufferBlock, NULL))) {
            if (u32map_get(&seen, shape.base, NULL))
                return 1;
            u32map_put(r->a, &seen, shape.base, 1);
        }
    }
    return 0;
}

static Kind classify(Reflect *r, Resource *res, const U32Map *interface, int buffers_by_variable)
{
    uint32_t storage = res->storage, id = res->var->result_id, base = res->shape.base;
    const SpvInst *t = res->base;
    int block = reflect_decorated(r, base, -1, SpvDecorationBlock, NULL);
    if (storage == SpvStorageClassFunction || !active_in_entry_point(r, interface, res->var, storage))
        return K_NONE;
    if (reflect_decorated(r, id, -1, SpvDecorationBuiltIn, NULL) || reflect_has_builtin_member(r, base))
        return K_NONE;
    res->name = reflect_name(r, id);
    if (storage == SpvStorageClassInput || storage == SpvStorageClassOutput) {
        if (block)
            res->name = block_name(r, res);
        return storage == SpvStorageClassInput ? K_INPUTS : K_OUTPUTS;
    }
    if (storage == SpvStorageClassUniformConstant && image_field(t, 1) == SpvDimSubpassData)
        return K_SUBPASS_INPUTS;
    if (storage == SpvStorageClassUniform && block) {
        res->name = block_name(r, res);
        return K_UBOS;
    }
    if (storage == SpvStorageClassStorageBuffer ||
        (storage == SpvStorageClassUniform && reflect_decorated(r, base, -1, SpvDecorationBufferBlock, NULL))) {
        if (!buffers_by_variable)
            res->name = block_name(r, res);
        else if (!*res->name)
            res->name = arena_printf(r->a, "_%u", id);
        return K_SSBOS;
    }
    if (storage == SpvStorageClassPushConstant)
        return K_PUSH_CONSTANTS;
    if (storage == SpvStorageClassAtomicCounter)
        return K_COUNTERS;
    if (storage != SpvStorageClassUniformConstant || !t)
        return K_NONE;
    if (image_field(t, 5) == 2)
        return K_IMAGES;
    if (image_field(t, 5) == 1)
        return K_SEPARATE_IMAGES;
    switch (t->opcode) {
    case SpvOpTypeSampler: return K_SEPARATE_SAMPLERS;
    case SpvOpTypeSampledImage: return K_TEXTURES;
    case SpvOpTypeAccelerationStructureKHR: return K_ACCELERATION_STRUCTURES;
    default: return K_NONE;
    }
}

/* NonReadable and the like of a buffer: the variable's own, and those every
 * member of its block has. */
static int buffer_flag(const Reflect *r, const Resource *res, uint32_t decoration)
{
    return reflect_decorated(r, res->var->result_id, -1, decoration, NULL) ||
           reflect_all_members_decorated(r, res->shape.base, decoration);
}

static void resource(Json *j, Reflect *r, const Resource *res)
{
    uint32_t id = res->var->result_id, base = res->shape.base, storage = res->storage, value;
    int block = reflect_decorated(r, base, -1, SpvDecorationBlock, NULL) ||
                reflect_decorated(r, base, -1, SpvDecorationBufferBlock, NULL);
    int push = storage == SpvStorageClassPushConstant;
    begin_object(j);
    if (is_struct(r, base))
        key_string(j, "type", arena_printf(r->a, "_%u", base));
    else if (storage == SpvStorageClassAtomicCounter) /* a uint in SPIR-V, GLSL's type in the reflection */
        key_string(j, "type", "atomic_uint");
    else
        key_string(j, "type", reflect_type_name(r, res->var->type_id));
    key_string(j, "name", *res->name ? res->name : arena_printf(r->a, "_%u", !push && block ? base : id));
    int buffer = storage == SpvStorageClassStorageBuffer ||
                 (storage == SpvStorageClassUniform && reflect_decorated(r, base, -1, SpvDecorationBufferBlock, NULL));
    static const struct {
        uint32_t decoration;
        const char *key;
    } qualifiers[] = {
        {SpvDecorationNonReadable, "writeonly"}, {SpvDecorationNonWritable, "readonly"},
        {SpvDecorationRestrict, "restrict"}, {SpvDecorationCoherent, "coherent"}, {SpvDecorationVolatile, "volatile"},
    };
    for (size_t q = 0; q < sizeof qualifiers / sizeof *qualifiers; q++)
        if (buffer ? buffer_flag(r, res, qualifiers[q].decoration)
                   : reflect_decorated(r, id, -1, qualifiers[q].decoration, NULL))
            key_bool(j, qualifiers[q].key, 1);
    array_dims(j, &res->shape);
    if (block && (storage == SpvStorageClassUniform || storage == SpvStorageClassUniformConstant ||
                  storage == SpvStorageClassStorageBuffer))
        key_uint(j, "block_size", reflect_declared_struct_size(r, base));
    if (push)
        key_bool(j, "push_constant", 1);
    if (reflect_decorated(r, id, -1, SpvDecorationLocation, &value))
        key_uint(j, "location", value);
    if (reflect_decorated(r, id, -1, SpvDecorationRowMajor, NULL))
        key_bool(j, "row_major", 1);
    if (reflect_decorated(r, id, -1, SpvDecorationColMajor, NULL))
        key_bool(j, "column_major", 1);
    if (reflect_decorated(r, id, -1, SpvDecorationIndex, &value))
        key_uint(j, "index", value);
    if (!push && reflect_decorated(r, id, -1, SpvDecorationDescriptorSet, &value))
        key_uint(j, "set", value);
    if (reflect_decorated(r, id, -1, SpvDecorationBinding, &value))
        key_uint(j, "binding", value);
    if (reflect_decorated(r, id, -1, SpvDecorationInputAttachmentIndex, &value))
        key_uint(j, "input_attachment_index", value);
    if (reflect_decorated(r, id, -1, SpvDecorationOffset, &value))
        key_uint(j, "offset", value);
    if (image_field(res->base, 5) == 2 && reflect_format_name(image_field(res->base, 6)))
        key_string(j, "format", reflect_format_name(image_field(res->base, 6)));
    close_level(j, '}');
}

static void resources(Json *j, Reflect *r)
{
    VEC(Resource) lists[K_COUNT];
    memset(lists, 0, sizeof lists);
    int by_variable = buffers_named_by_variable(r);
    U32Map interface = {0};
    const SpvInst *e = default_entry(r);
    for (uint16_t k = 3; e && k < e->operand_count; k++)
        u32map_put(r->a, &interface, reflect_word(e, k), 1);
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *v = &r->insts.data[i];
        if (v->opcode != SpvOpVariable)
            continue;
        Resource res = {0};
        res.var = v;
        res.storage = reflect_word(v, 2);
        reflect_shape(r, v->type_id, &res.shape);
        res.base = reflect_def(r, res.shape.base);
        Kind k = classify(r, &res, &interface, by_variable);
        if (k != K_NONE)
            vec_push(r->a, &lists[k], res);
    }
    for (int k = 0; k < K_COUNT; k++) {
        if (!lists[k].len)
            continue;
        key_array(j, kind_keys[k]);
        for (uint32_t i = 0; i < lists[k].len; i++)
            resource(j, r, &lists[k].data[i]);
        close_level(j, ']');
    }
}

/* ---- specialization constants ---- */

/* A float as SPIRV-Cross prints one: 32 significant digits, and ".0" when
 * that shows no point or exponent. */
static void float_value(Json *j, float f)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%.32g", (double)f);
    str_puts(j->a, j->out, buf);
    if (!strchr(buf, '.') && !strchr(buf, 'e'))
        str_puts(j->a, j->out, ".0");
}

static void spec_constants(Json *j, Reflect *r)
{
    int open = 0;
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *c = &r->insts.data[i];
        uint32_t spec_id;
        if ((c->opcode != SpvOpSpecConstant && c->opcode != SpvOpSpecConstantTrue &&
             c->opcode != SpvOpSpecConstantFalse && c->opcode != SpvOpSpecConstantComposite) ||
            !reflect_decorated(r, c->result_id, -1, SpvDecorationSpecId, &spec_id))
            continue;
        if (!open)
            key_array(j, "specialization_constants");
        open = 1;
        begin_object(j);
        key_string(j, "name", reflect_name(r, c->result_id));
        key_uint(j, "id", spec_id);
        key_string(j, "type", reflect_type_name(r, c->type_id));
        key_uint(j, "variable_id", c->result_id);
        const SpvInst *t = reflect_def(r, c->type_id);
        uint32_t value = reflect_word(c, 2);
        if (t && t->opcode == SpvOpTypeBool) {
            key_bool(j, "default_value", c->opcode == SpvOpSpecConstantTrue);
        } else if (t && reflect_word(t, 1) == 32 && c->opcode == SpvOpSpecConstant) {
            key(j, "default_value");
            if (t->opcode == SpvOpTypeFloat) {
                float f;
                memcpy(&f, &value, sizeof f);
                float_value(j, f);
            } else if (t->opcode == SpvOpTypeInt && reflect_word(t, 2)) {
                str_printf(j->a, j->out, "%d", (int32_t)value);
            } else {
                str_printf(j->a, j->out, "%u", value);
            }
        }
        close_level(j, '}');
    }
    if (open)
        close_level(j, ']');
}

void reflect_cross_json(Reflect *r, Str *out)
{
    Json j = {r->a, out, 0, {0}};
    open_level(&j, '{');
    entry_points(&j, r);
    types(&j, r);
    resources(&j, r);
    spec_constants(&j, r);
    close_level(&j, '}');
}
