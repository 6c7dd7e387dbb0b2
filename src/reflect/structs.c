/* Reflection: the public structs (glspv_reflection, include/glspv.h) built
 * from the model, in the arena; pack.c copies them into the result.
 *
 * Types come first, in two steps, so that every struct can point at its
 * types: the ids the resources need (and the member, element and pointee
 * types those need, by a work list, never recursion) are numbered, then
 * the array of types is filled. The rest reads the model: descriptor
 * bindings and push constants from the global variables, specialization
 * constants from the constants with a SpecId, entry points from
 * OpEntryPoint with their modes, interfaces and static use (usage.c).
 *
 * The module is not validated: an id of the wrong kind gives a type of kind
 * GLSPV_TYPE_OTHER or a zero, never a crash. */
#include <stdlib.h>

#include "glsl/pp/type_names.h"
#include "reflect/reflect.h"

typedef struct Build {
    Reflect *r;
    Arena *a;
    U32Map type_index;      /* type id -> index + 1 in types */
    VEC(uint32_t) type_ids; /* by index */
    glspv_reflect_type *types;
} Build;

/* ---- types ---- */

/* The type a variable holds: its pointer type's pointee. */
static uint32_t pointee_of(const Reflect *r, uint32_t pointer_type)
{
    const SpvInst *p = reflect_def(r, pointer_type);
    return p && p->opcode == SpvOpTypePointer ? reflect_word(p, 2) : 0;
}

static void add_type(Build *b, uint32_t id)
{
    if (u32map_get(&b->type_index, id, NULL))
        return;
    vec_push(b->a, &b->type_ids, id);
    u32map_put(b->a, &b->type_index, id, b->type_ids.len);
}

/* Numbers the types that type `id` names: a pointer's pointee, a struct's
 * members (arrays taken off first). */
static void add_parts(Build *b, uint32_t id)
{
    const Reflect *r = b->r;
    const SpvInst *t = reflect_def(r, id);
    if (t && t->opcode == SpvOpTypePointer) {
        add_type(b, reflect_word(t, 2));
        return;
    }
    ReflectShape shape;
    reflect_shape(r, id, &shape);
    t = reflect_def(r, shape.base);
    if (t && t->opcode == SpvOpTypeStruct)
        for (uint32_t m = 2; m < t->word_count; m++)
            add_type(b, t->words[m]);
}

static const glspv_reflect_type *type_of(const Build *b, uint32_t id)
{
    uint32_t at;
    return u32map_get(&b->type_index, id, &at) ? &b->types[at - 1] : NULL;
}

/* Decorations that become flag bits, on an id (member -1) or a member. */
static const struct {
    uint32_t decoration, flag;
} flag_table[] = {
    {SpvDecorationNonReadable, GLSPV_REFLECT_NON_READABLE},
    {SpvDecorationNonWritable, GLSPV_REFLECT_NON_WRITABLE},
    {SpvDecorationRestrict, GLSPV_REFLECT_RESTRICT},
    {SpvDecorationCoherent, GLSPV_REFLECT_COHERENT},
    {SpvDecorationVolatile, GLSPV_REFLECT_VOLATILE},
    {SpvDecorationRowMajor, GLSPV_REFLECT_ROW_MAJOR},
    {SpvDecorationColMajor, GLSPV_REFLECT_COLUMN_MAJOR},
    {SpvDecorationFlat, GLSPV_REFLECT_FLAT},
    {SpvDecorationNoPerspective, GLSPV_REFLECT_NOPERSPECTIVE},
    {SpvDecorationCentroid, GLSPV_REFLECT_CENTROID},
    {SpvDecorationSample, GLSPV_REFLECT_SAMPLE},
    {SpvDecorationPatch, GLSPV_REFLECT_PATCH},
    {SpvDecorationPerPrimitiveEXT, GLSPV_REFLECT_PER_PRIMITIVE},
    {SpvDecorationPerVertexKHR, GLSPV_REFLECT_PER_VERTEX},
    {SpvDecorationInvariant, GLSPV_REFLECT_INVARIANT},
};

static uint32_t flag_of_decoration(uint32_t decoration)
{
    for (size_t i = 0; i < sizeof flag_table / sizeof *flag_table; i++)
        if (flag_table[i].decoration == decoration)
            return flag_table[i].flag;
    return 0;
}

static uint32_t flags_of(const Reflect *r, uint32_t id, int member)
{
    uint32_t flags = 0;
    for (size_t i = 0; i < sizeof flag_table / sizeof *flag_table; i++)
        if (reflect_decorated(r, id, member, flag_table[i].decoration, NULL))
            flags |= flag_table[i].flag;
    return flags;
}

/* A decoration's first literal, GLSPV_REFLECT_NONE (or `none`) without it. */
static uint32_t decoration_value(const Reflect *r, uint32_t id, int member, uint32_t decoration, uint32_t none)
{
    uint32_t value = none;
    if (!reflect_decorated(r, id, member, decoration, &value))
        return none;
    return value;
}

static glspv_type_kind numeric_kind(const SpvInst *t)
{
    if (!t)
        return GLSPV_TYPE_OTHER;
    switch (t->opcode) {
    case SpvOpTypeBool: return GLSPV_TYPE_BOOL;
    case SpvOpTypeFloat: return GLSPV_TYPE_FLOAT;
    case SpvOpTypeInt: return reflect_word(t, 2) ? GLSPV_TYPE_INT : GLSPV_TYPE_UINT;
    default: return GLSPV_TYPE_OTHER;
    }
}

static void fill_image(const Reflect *r, const SpvInst *image, glspv_reflect_image *out)
{
    if (!image || image->opcode != SpvOpTypeImage)
        return;
    const SpvInst *sampled = reflect_def(r, reflect_word(image, 1));
    out->sampled_kind = numeric_kind(sampled);
    out->dim = reflect_word(image, 2);
    out->depth = reflect_word(image, 3);
    out->arrayed = reflect_word(image, 4);
    out->multisampled = reflect_word(image, 5);
    out->sampled = reflect_word(image, 6);
    out->format = reflect_word(image, 7);
    const char *name = image_format_name(out->format);
    out->format_name = name ? name : "";
}

static void fill_members(Build *b, glspv_reflect_type *out, const SpvInst *s)
{
    Reflect *r = b->r;
    uint32_t id = s->result_id, n = s->word_count > 2 ? s->word_count - 2u : 0;
    glspv_reflect_member *members = arena_alloc(b->a, (n ? n : 1) * sizeof *members);
    for (uint32_t m = 0; m < n; m++) {
        glspv_reflect_member *mb = &members[m];
        uint32_t type = s->words[2 + m];
        const char *name = reflect_member_name(r, id, m);
        mb->name = name ? name : "";
        mb->type = type_of(b, type);
        mb->offset = decoration_value(r, id, (int)m, SpvDecorationOffset, 0);
        mb->size = reflect_member_size(r, id, m, type);
        mb->matrix_stride = decoration_value(r, id, (int)m, SpvDecorationMatrixStride, 0);
        mb->builtin = decoration_value(r, id, (int)m, SpvDecorationBuiltIn, GLSPV_REFLECT_NONE);
        mb->location = decoration_value(r, id, (int)m, SpvDecorationLocation, GLSPV_REFLECT_NONE);
        mb->flags = flags_of(r, id, (int)m);
    }
    out->member_count = n;
    out->members = members;
    out->block_size = reflect_declared_struct_size(r, id);
}

static void fill_type(Build *b, glspv_reflect_type *out, uint32_t id)
{
    Reflect *r = b->r;
    memset(out, 0, sizeof *out);
    out->id = id;
    out->vector_size = out->columns = 1;
    out->image.format_name = "";
    out->name = reflect_type_name(r, id);
    const SpvInst *t = reflect_def(r, id);
    if (t && t->opcode == SpvOpTypePointer) {
        out->kind = GLSPV_TYPE_POINTER;
        out->width = 64;
        out->pointee = type_of(b, reflect_word(t, 2));
        return;
    }
    ReflectShape shape;
    reflect_shape(r, id, &shape);
    if (shape.dims) {
        uint32_t *dims = arena_alloc(b->a, shape.dims * sizeof *dims);
        for (uint32_t i = 0; i < shape.dims; i++) {
            uint32_t k = shape.dims - 1 - i; /* the shape goes innermost first */
            dims[i] = shape.literal[k] ? shape.dim[k] : reflect_constant_u32(r, shape.dim[k]);
            if (!shape.literal[k])
                out->array_dims_spec |= 1u << i;
        }
        out->array_dim_count = shape.dims;
        out->array_dims = dims;
        out->array_stride = decoration_value(r, shape.outer_array, -1, SpvDecorationArrayStride, 0);
    }
    t = reflect_def(r, shape.base);
    if (t && t->opcode == SpvOpTypeMatrix) {
        out->columns = reflect_word(t, 2);
        t = reflect_def(r, reflect_word(t, 1));
    }
    if (t && t->opcode == SpvOpTypeVector) {
        out->vector_size = reflect_word(t, 2);
        t = reflect_def(r, reflect_word(t, 1));
    }
    out->kind = numeric_kind(t);
    if (out->kind != GLSPV_TYPE_OTHER) {
        out->width = t->opcode == SpvOpTypeBool ? 0 : reflect_word(t, 1);
        return;
    }
    out->vector_size = out->columns = 1; /* a vector of something else */
    if (!t)
        return;
    switch (t->opcode) {
    case SpvOpTypeStruct:
        out->kind = GLSPV_TYPE_STRUCT;
        fill_members(b, out, t);
        break;
    case SpvOpTypeImage:
        out->kind = GLSPV_TYPE_IMAGE;
        fill_image(r, t, &out->image);
        break;
    case SpvOpTypeSampledImage:
        out->kind = GLSPV_TYPE_SAMPLED_IMAGE;
        fill_image(r, reflect_def(r, reflect_word(t, 1)), &out->image);
        break;
    case SpvOpTypeSampler: out->kind = GLSPV_TYPE_SAMPLER; break;
    case SpvOpTypeAccelerationStructureKHR: out->kind = GLSPV_TYPE_ACCELERATION_STRUCTURE; break;
    default: break;
    }
}

/* Numbers every type a reflected variable or constant names, then fills
 * them all. */
static void build_types(Build *b, glspv_reflection *out)
{
    Reflect *r = b->r;
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *in = &r->insts.data[i];
        if (in->opcode == SpvOpVariable && reflect_word(in, 2) != SpvStorageClassFunction)
            add_type(b, pointee_of(r, in->type_id));
        else if (in->opcode == SpvOpSpecConstant || in->opcode == SpvOpSpecConstantTrue ||
                 in->opcode == SpvOpSpecConstantFalse)
            add_type(b, in->type_id);
    }
    for (uint32_t i = 0; i < b->type_ids.len; i++) /* grows as parts are found */
        add_parts(b, b->type_ids.data[i]);
    uint32_t n = b->type_ids.len;
    b->types = arena_alloc(b->a, (n ? n : 1) * sizeof *b->types);
    for (uint32_t i = 0; i < n; i++)
        fill_type(b, &b->types[i], b->type_ids.data[i]);
    out->type_count = n;
    out->types = b->types;
}

/* ---- bindings and push constants ---- */

/* The Vulkan descriptor type of a variable of `storage` holding `base`
 * (arrays taken off); -1 when it is not bound through a descriptor. */
static long descriptor_type(const Reflect *r, uint32_t storage, uint32_t base)
{
    const SpvInst *t = reflect_def(r, base);
    if (!t)
        return -1;
    if (storage == SpvStorageClassStorageBuffer)
        return GLSPV_DESCRIPTOR_STORAGE_BUFFER;
    if (storage == SpvStorageClassUniform) {
        if (reflect_decorated(r, base, -1, SpvDecorationBufferBlock, NULL))
            return GLSPV_DESCRIPTOR_STORAGE_BUFFER;
        return reflect_decorated(r, base, -1, SpvDecorationBlock, NULL) ? GLSPV_DESCRIPTOR_UNIFORM_BUFFER : -1;
    }
    if (storage != SpvStorageClassUniformConstant)
        return -1;
    switch (t->opcode) {
    case SpvOpTypeSampler: return GLSPV_DESCRIPTOR_SAMPLER;
    case SpvOpTypeAccelerationStructureKHR: return GLSPV_DESCRIPTOR_ACCELERATION_STRUCTURE;
    case SpvOpTypeSampledImage: {
        const SpvInst *image = reflect_def(r, reflect_word(t, 1));
        return reflect_word(image, 2) == SpvDimBuffer ? GLSPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER
                                                      : GLSPV_DESCRIPTOR_COMBINED_IMAGE_SAMPLER;
    }
    case SpvOpTypeImage: {
        uint32_t dim = reflect_word(t, 2), sampled = reflect_word(t, 6);
        if (dim == SpvDimSubpassData)
            return GLSPV_DESCRIPTOR_INPUT_ATTACHMENT;
        if (dim == SpvDimBuffer)
            return sampled == 2 ? GLSPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER : GLSPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
        return sampled == 2 ? GLSPV_DESCRIPTOR_STORAGE_IMAGE : GLSPV_DESCRIPTOR_SAMPLED_IMAGE;
    }
    default:
        return -1;
    }
}

/* A variable of the interface SPIRV-Cross leaves out too: a built-in, or a
 * block of built-ins. */
static int is_builtin(const Reflect *r, uint32_t var, uint32_t base)
{
    return reflect_decorated(r, var, -1, SpvDecorationBuiltIn, NULL) || reflect_has_builtin_member(r, base);
}

typedef struct SortedBinding {
    glspv_reflect_binding b;
    uint32_t order;
} SortedBinding;

static int binding_order(const void *pa, const void *pb)
{
    const SortedBinding *a = pa, *b = pb;
    if (a->b.set != b->b.set)
        return a->b.set < b->b.set ? -1 : 1;
    if (a->b.binding != b->b.binding)
        return a->b.binding < b->b.binding ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}

static void binding(Build *b, const SpvInst *v, uint32_t type, long kind, SortedBinding *out)
{
    Reflect *r = b->r;
    uint32_t id = v->result_id;
    ReflectShape shape;
    reflect_shape(r, type, &shape);
    glspv_reflect_binding *d = &out->b;
    d->name = reflect_name(r, id);
    d->id = id;
    d->set = decoration_value(r, id, -1, SpvDecorationDescriptorSet, 0);
    d->binding = decoration_value(r, id, -1, SpvDecorationBinding, 0);
    d->descriptor_type = (glspv_descriptor_type)kind;
    d->input_attachment_index = decoration_value(r, id, -1, SpvDecorationInputAttachmentIndex, GLSPV_REFLECT_NONE);
    d->type = type_of(b, type);
    d->descriptor_count = 1;
    for (uint32_t i = 0; d->type && i < d->type->array_dim_count; i++)
        d->descriptor_count *= d->type->array_dims[i];
    d->flags = flags_of(r, id, -1);
    int buffer = kind == GLSPV_DESCRIPTOR_UNIFORM_BUFFER || kind == GLSPV_DESCRIPTOR_STORAGE_BUFFER;
    d->block_name = buffer ? reflect_name(r, shape.base) : "";
    static const uint32_t every_member[] = {SpvDecorationNonReadable, SpvDecorationNonWritable, SpvDecorationRestrict,
                                            SpvDecorationCoherent, SpvDecorationVolatile};
    for (size_t i = 0; buffer && i < sizeof every_member / sizeof *every_member; i++)
        if (reflect_all_members_decorated(r, shape.base, every_member[i]))
            d->flags |= flag_of_decoration(every_member[i]);
}

static void push_constant(Build *b, const SpvInst *v, uint32_t type, glspv_reflect_push_constant *out)
{
    Reflect *r = b->r;
    out->name = reflect_name(r, v->result_id);
    out->id = v->result_id;
    out->type = type_of(b, type);
    const glspv_reflect_type *t = out->type;
    if (!t || t->kind != GLSPV_TYPE_STRUCT || !t->member_count)
        return;
    uint32_t lowest = UINT32_MAX;
    for (uint32_t m = 0; m < t->member_count; m++)
        if (t->members[m].offset < lowest)
            lowest = t->members[m].offset;
    out->offset = lowest;
    out->size = t->block_size > lowest ? t->block_size - lowest : 0;
}

static void resources(Build *b, glspv_reflection *out)
{
    Reflect *r = b->r;
    VEC(SortedBinding) bindings = {0};
    VEC(glspv_reflect_push_constant) pushes = {0};
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *v = &r->insts.data[i];
        if (v->opcode != SpvOpVariable)
            continue;
        uint32_t storage = reflect_word(v, 2), type = pointee_of(r, v->type_id);
        ReflectShape shape;
        reflect_shape(r, type, &shape);
        if (is_builtin(r, v->result_id, shape.base))
            continue;
        if (storage == SpvStorageClassPushConstant) {
            glspv_reflect_push_constant p = {0};
            push_constant(b, v, type, &p);
            vec_push(b->a, &pushes, p);
            continue;
        }
        long kind = descriptor_type(r, storage, shape.base);
        if (kind < 0)
            continue;
        SortedBinding sb = {0};
        sb.order = bindings.len;
        binding(b, v, type, kind, &sb);
        vec_push(b->a, &bindings, sb);
    }
    if (bindings.len)
        qsort(bindings.data, bindings.len, sizeof *bindings.data, binding_order);
    glspv_reflect_binding *list = arena_alloc(b->a, (bindings.len + 1) * sizeof *list);
    for (uint32_t i = 0; i < bindings.len; i++)
        list[i] = bindings.data[i].b;
    out->binding_count = bindings.len;
    out->bindings = list;
    out->push_constant_count = pushes.len;
    out->push_constants = pushes.data;
}

/* ---- specialization constants ---- */

static void spec_constants(Build *b, glspv_reflection *out)
{
    Reflect *r = b->r;
    VEC(glspv_reflect_spec_constant) list = {0};
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *c = &r->insts.data[i];
        glspv_reflect_spec_constant sc = {0};
        if ((c->opcode != SpvOpSpecConstant && c->opcode != SpvOpSpecConstantTrue &&
             c->opcode != SpvOpSpecConstantFalse) ||
            !reflect_decorated(r, c->result_id, -1, SpvDecorationSpecId, &sc.spec_id))
            continue;
        sc.name = reflect_name(r, c->result_id);
        sc.id = c->result_id;
        sc.type = type_of(b, c->type_id);
        if (c->opcode == SpvOpSpecConstantTrue)
            sc.default_value = 1;
        else if (c->opcode == SpvOpSpecConstant && c->operand_count > 2) {
            const SpvOperand *op = &c->operands[2];
            sc.default_value = c->words[op->offset];
            if (op->num_words > 1)
                sc.default_value |= (uint64_t)c->words[op->offset + 1] << 32;
        }
        vec_push(b->a, &list, sc);
    }
    out->spec_constant_count = list.len;
    out->spec_constants = list.data;
}

/* ---- entry points ---- */

static uint32_t stage_of(uint32_t model)
{
    switch (model) {
    case SpvExecutionModelVertex: return GLSPV_STAGE_VERTEX;
    case SpvExecutionModelTessellationControl: return GLSPV_STAGE_TESS_CONTROL;
    case SpvExecutionModelTessellationEvaluation: return GLSPV_STAGE_TESS_EVALUATION;
    case SpvExecutionModelGeometry: return GLSPV_STAGE_GEOMETRY;
    case SpvExecutionModelFragment: return GLSPV_STAGE_FRAGMENT;
    case SpvExecutionModelGLCompute: return GLSPV_STAGE_COMPUTE;
    case SpvExecutionModelTaskNV: case SpvExecutionModelTaskEXT: return GLSPV_STAGE_TASK;
    case SpvExecutionModelMeshNV: case SpvExecutionModelMeshEXT: return GLSPV_STAGE_MESH;
    case SpvExecutionModelRayGenerationKHR: return GLSPV_STAGE_RAYGEN;
    case SpvExecutionModelIntersectionKHR: return GLSPV_STAGE_INTERSECT;
    case SpvExecutionModelAnyHitKHR: return GLSPV_STAGE_ANY_HIT;
    case SpvExecutionModelClosestHitKHR: return GLSPV_STAGE_CLOSEST_HIT;
    case SpvExecutionModelMissKHR: return GLSPV_STAGE_MISS;
    case SpvExecutionModelCallableKHR: return GLSPV_STAGE_CALLABLE;
    default: return GLSPV_REFLECT_NONE;
    }
}

static int is_spec_scalar(const Reflect *r, uint32_t id)
{
    const SpvInst *c = reflect_def(r, id);
    return c && (c->opcode == SpvOpSpecConstant || c->opcode == SpvOpSpecConstantTrue ||
                 c->opcode == SpvOpSpecConstantFalse);
}

/* One dimension of the workgroup size from constant `id`: its value, and
 * its SpecId when it is a specialization constant. */
static void size_part(const Reflect *r, uint32_t id, uint32_t *size, uint32_t *spec_id)
{
    *size = reflect_constant_u32(r, id);
    if (is_spec_scalar(r, id))
        *spec_id = decoration_value(r, id, -1, SpvDecorationSpecId, GLSPV_REFLECT_NONE);
}

/* The WorkgroupSize built-in, which overrides every LocalSize. */
static const SpvInst *workgroup_size_builtin(const Reflect *r)
{
    for (uint32_t i = 0; i < r->insts.len; i++) {
        const SpvInst *in = &r->insts.data[i];
        uint32_t builtin;
        if ((in->opcode == SpvOpConstantComposite || in->opcode == SpvOpSpecConstantComposite) &&
            reflect_decorated(r, in->result_id, -1, SpvDecorationBuiltIn, &builtin) &&
            builtin == SpvBuiltInWorkgroupSize)
            return in;
    }
    return NULL;
}

static void modes(Build *b, glspv_reflect_entry_point *e, const SpvInst *builtin_size)
{
    Reflect *r = b->r;
    VEC(glspv_reflect_execution_mode) list = {0};
    for (uint32_t i = 0; i < r->modes.len; i++) {
        const SpvInst *m = &r->insts.data[r->modes.data[i]];
        if (reflect_word(m, 0) != e->function || m->word_count < 3)
            continue;
        glspv_reflect_execution_mode em = {0};
        em.mode = m->words[2];
        em.operand_count = m->word_count - 3u;
        em.operands = m->words + 3; /* kept by the model for the whole call */
        vec_push(b->a, &list, em);
        for (uint32_t k = 0; k < 3 && k < em.operand_count; k++) {
            if (em.mode == SpvExecutionModeLocalSize)
                e->workgroup_size[k] = em.operands[k];
            else if (em.mode == SpvExecutionModeLocalSizeId)
                size_part(r, em.operands[k], &e->workgroup_size[k], &e->workgroup_size_spec_id[k]);
        }
    }
    e->mode_count = list.len;
    e->modes = list.data;
    uint32_t model = e->execution_model;
    int sized = model == SpvExecutionModelGLCompute || model == SpvExecutionModelKernel ||
                e->stage == GLSPV_STAGE_TASK || e->stage == GLSPV_STAGE_MESH;
    for (uint16_t k = 0; builtin_size && sized && k < 3; k++)
        size_part(r, reflect_word(builtin_size, (uint16_t)(2 + k)), &e->workgroup_size[k],
                  &e->workgroup_size_spec_id[k]);
}

static void stage_variable(Build *b, const SpvInst *v, glspv_reflect_variable *out)
{
    Reflect *r = b->r;
    uint32_t id = v->result_id;
    out->name = reflect_name(r, id);
    out->id = id;
    out->location = decoration_value(r, id, -1, SpvDecorationLocation, GLSPV_REFLECT_NONE);
    out->component = decoration_value(r, id, -1, SpvDecorationComponent, 0);
    out->index = decoration_value(r, id, -1, SpvDecorationIndex, 0);
    out->builtin = decoration_value(r, id, -1, SpvDecorationBuiltIn, GLSPV_REFLECT_NONE);
    out->type = type_of(b, pointee_of(r, v->type_id));
    out->flags = flags_of(r, id, -1);
    ReflectShape shape;
    reflect_shape(r, pointee_of(r, v->type_id), &shape);
    if (reflect_decorated(r, shape.base, -1, SpvDecorationBlock, NULL))
        out->flags |= GLSPV_REFLECT_BLOCK;
}

/* The indices (`index`: variable id -> index + 1) of the variables among
 * `used`, in its order. */
static void used_indices(Build *b, const U32Map *index, const uint32_t *used, uint32_t n, uint32_t *count,
                         const uint32_t **out)
{
    uint32_t *list = arena_alloc(b->a, (n + 1) * sizeof *list), k = 0, at;
    for (uint32_t i = 0; i < n; i++)
        if (u32map_get(index, used[i], &at))
            list[k++] = at - 1;
    *count = k;
    *out = list;
}

/* Variable id -> index + 1 of the bindings ([0]) and push constants ([1]). */
typedef struct ResourceIds {
    U32Map index[2];
} ResourceIds;

static void entry_point(Build *b, const ResourceIds *ids, const SpvInst *in, const SpvInst *builtin_size,
                        glspv_reflect_entry_point *e)
{
    Reflect *r = b->r;
    e->execution_model = reflect_word(in, 0);
    e->stage = stage_of(e->execution_model);
    e->function = reflect_word(in, 1);
    e->name = in->operand_count > 2 ? spv_operand_string(r->ctx, in, &in->operands[2]) : "";
    for (int k = 0; k < 3; k++)
        e->workgroup_size_spec_id[k] = GLSPV_REFLECT_NONE;
    modes(b, e, builtin_size);
    VEC(glspv_reflect_variable) inputs = {0}, outputs = {0};
    for (uint16_t k = 3; k < in->operand_count; k++) {
        const SpvInst *v = reflect_def(r, reflect_word(in, k));
        if (!v || v->opcode != SpvOpVariable)
            continue;
        glspv_reflect_variable sv = {0};
        stage_variable(b, v, &sv);
        if (reflect_word(v, 2) == SpvStorageClassInput)
            vec_push(b->a, &inputs, sv);
        else if (reflect_word(v, 2) == SpvStorageClassOutput)
            vec_push(b->a, &outputs, sv);
    }
    e->input_count = inputs.len;
    e->inputs = inputs.data;
    e->output_count = outputs.len;
    e->outputs = outputs.data;
    uint32_t n = 0, *used = NULL;
    reflect_static_use(r, e->function, NULL, &n, &used);
    e->used_variable_count = n;
    e->used_variables = used;
    used_indices(b, &ids->index[0], used, n, &e->used_binding_count, &e->used_bindings);
    used_indices(b, &ids->index[1], used, n, &e->used_push_constant_count, &e->used_push_constants);
}

static void entry_points(Build *b, glspv_reflection *out)
{
    Reflect *r = b->r;
    uint32_t n = r->entry_points.len;
    glspv_reflect_entry_point *list = arena_alloc(b->a, (n + 1) * sizeof *list);
    const SpvInst *builtin_size = workgroup_size_builtin(r);
    ResourceIds ids = {{{0}, {0}}};
    for (uint32_t i = 0; i < out->binding_count; i++)
        u32map_put(b->a, &ids.index[0], out->bindings[i].id, i + 1);
    for (uint32_t i = 0; i < out->push_constant_count; i++)
        u32map_put(b->a, &ids.index[1], out->push_constants[i].id, i + 1);
    for (uint32_t i = 0; i < n; i++)
        entry_point(b, &ids, &r->insts.data[r->entry_points.data[i]], builtin_size, &list[i]);
    out->entry_point_count = n;
    out->entry_points = list;
}

glspv_reflection *reflect_structs(Reflect *r)
{
    Build b = {0};
    b.r = r;
    b.a = r->a;
    glspv_reflection *out = arena_alloc(b.a, sizeof *out);
    out->spirv_version = r->version;
    build_types(&b, out);
    resources(&b, out);
    spec_constants(&b, out);
    entry_points(&b, out);
    return out;
}
