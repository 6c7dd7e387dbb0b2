/* The emitter's core, shared by the walk (emit_decl.c, emit_expr.c,
 * emit_stmt.c, emit_interface.c) and every language area: instructions,
 * names and decorations, labels and branches, types, constants, scopes,
 * layout qualifiers, global variables, execution modes, extended
 * instruction set imports. It calls no area's file but emit_memory.c's
 * emit_pointer_variable and the areas' types (emit_type). */
#include <string.h>

#include "glsl/emit/emit.h"

/* ---- small helpers ---- */

/* OpName and OpMemberName: `head` words, then `name` as spv_string
 * encodes it, written in place in the section (one per variable: neither
 * put together apart nor copied). */
static void name_inst(Emitter *e, SpvOp op, const uint32_t *head, size_t count, const char *name)
{
    size_t len = strlen(name);
    uint32_t *d = spv_inst_begin(&e->b, &e->b.sections[SEC_DEBUG_NAME], op, count + len / 4 + 1);
    for (size_t i = 0; i < count; i++)
        *d++ = head[i];
    const unsigned char *p = (const unsigned char *)name;
    for (size_t i = 0; i + 4 <= len; i += 4, p += 4) /* whole words, the first character lowest */
        *d++ = p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    uint32_t last = 0; /* the last 0 to 3 characters and the terminating zero (a switch: names are short) */
    switch (len & 3) {
    case 3: last |= (uint32_t)p[2] << 16; /* fall through */
    case 2: last |= (uint32_t)p[1] << 8; /* fall through */
    case 1: last |= p[0]; break;
    default: break;
    }
    *d = last;
}

void emit_name(Emitter *e, uint32_t id, const char *name)
{
    name_inst(e, SpvOpName, &id, 1, name);
}

static void member_name(Emitter *e, uint32_t id, uint32_t member, const char *name)
{
    uint32_t head[2] = {id, member};
    name_inst(e, SpvOpMemberName, head, 2, name);
}

void emit_decorate(Emitter *e, uint32_t id, uint32_t decoration, int count, ...)
{
    uint32_t w[8] = {id, decoration};
    va_list ap;
    va_start(ap, count);
    for (int i = 0; i < count && i < 6; i++)
        w[2 + i] = va_arg(ap, uint32_t);
    va_end(ap);
    spv_inst(&e->b, SEC_ANNOTATION, SpvOpDecorate, w, (size_t)(2 + (count < 6 ? count : 6)));
}

void emit_member_decorate(Emitter *e, uint32_t id, uint32_t member, uint32_t decoration, int has_value,
                          uint32_t value)
{
    uint32_t w[4] = {id, member, decoration, value};
    spv_inst(&e->b, SEC_ANNOTATION, SpvOpMemberDecorate, w, has_value ? 4 : 3);
}

uint32_t emit_new_label(Emitter *e)
{
    return spv_new_id(&e->b);
}

void emit_label(Emitter *e, uint32_t label)
{
    emit_op(e, SpvOpLabel, 1, label);
    e->label = label;
    if (e->debug)
        emit_debug_label(e);
}

void emit_branch(Emitter *e, uint32_t target)
{
    if (e->label)
        emit_op(e, SpvOpBranch, 1, target);
    e->label = 0;
}

/* ---- types ---- */

static uint32_t cached(U32Map *m, const Type *t)
{
    uint32_t id = 0;
    u32map_get(m, t->serial + 1, &id);
    return id;
}

uint32_t emit_array_length_id(Emitter *e, const Type *t)
{
    if (t->spec_length) {
        /* Sized by specialization constants: the size is an OpSpecConstant(Op). */
        Node *size = e->tt->spec_sizes.data[t->spec_length - 1];
        uint32_t id = emit_spec_op(e, size);
        if (!id)
            glsl_error(e->g, size->loc, "this array size cannot be specialized: SPIR-V for shaders specializes "
                       "only integer and bool operations");
        return id ? id : emit_uint_constant(e, t->length);
    }
    return emit_uint_constant(e, t->length);
}

/* m.length() as a global OpSpecConstantOp of the matrix type, made an int. */
uint32_t emit_coopmat_length(Emitter *e, const Type *t)
{
    uint32_t uint_type = emit_type(e, e->tt->uint_, LAYOUT_NONE), int_type = emit_type(e, e->tt->int_, LAYOUT_NONE);
    uint32_t len = spv_new_id(&e->b), id = spv_new_id(&e->b);
    spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstantOp, 4, uint_type, len, (uint32_t)SpvOpCooperativeMatrixLengthNV,
              emit_type(e, t, LAYOUT_NONE));
    /* uint to int: an addition of zero (OpBitcast is no OpSpecConstantOp for shaders) */
    uint32_t zero = 0;
    spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstantOp, 5, int_type, id, (uint32_t)SpvOpIAdd, len,
              spv_unique(&e->b, SpvOpConstant, int_type, &zero, 1));
    return id;
}

/* Offsets, strides and matrix layout of a struct's members under `layout`. */
static void decorate_members(Emitter *e, uint32_t id, const Type *t, BlockLayout layout)
{
    uint32_t *offsets = arena_alloc(e->a, (t->field_count + 1) * sizeof *offsets);
    TypeLayout *members = arena_alloc(e->a, (t->field_count + 1) * sizeof *members);
    TypeLayout whole;
    layout_struct(t, layout, MATRIX_COLUMN_MAJOR, offsets, members, &whole, NULL, NULL);
    for (uint32_t i = 0; i < t->field_count; i++) {
        emit_member_decorate(e, id, i, SpvDecorationOffset, 1, offsets[i]);
        if (members[i].matrix_stride) {
            emit_member_decorate(e, id, i, members[i].row_major ? SpvDecorationRowMajor : SpvDecorationColMajor, 0, 0);
            emit_member_decorate(e, id, i, SpvDecorationMatrixStride, 1, members[i].matrix_stride);
        }
    }
}

static uint32_t struct_type(Emitter *e, const Type *t, BlockLayout layout)
{
    uint32_t id = cached(&e->struct_ids[layout], t);
    if (id)
        return id;
    uint32_t *members = arena_alloc(e->a, (t->field_count + 1) * sizeof *members);
    for (uint32_t i = 0; i < t->field_count; i++)
        members[i] = emit_type(e, t->fields[i].type, layout);
    id = cached(&e->struct_ids[layout], t);
    if (id)
        return id; /* made while its members were: a reference in it led back to it */
    id = spv_new_id(&e->b);
    SpvWords w = {0};
    vec_push(e->a, &w, id);
    for (uint32_t i = 0; i < t->field_count; i++)
        vec_push(e->a, &w, members[i]);
    spv_inst(&e->b, SEC_GLOBAL, SpvOpTypeStruct, w.data, w.len);
    u32map_put(e->a, &e->struct_ids[layout], t->serial + 1, id);
    if (t->name)
        emit_name(e, id, t->name);
    for (uint32_t i = 0; i < t->field_count; i++)
        member_name(e, id, i, t->fields[i].name);
    if (layout != LAYOUT_NONE)
        decorate_members(e, id, t, layout);
    int deferred = t == e->deferred_block;
    if (deferred)
        e->deferred_block = NULL; /* tells the interface to decorate them */
    for (uint32_t i = 0; i < t->field_count; i++) {
        if (t->fields[i].precision == PREC_LOW || t->fields[i].precision == PREC_MEDIUM)
            emit_member_decorate(e, id, i, SpvDecorationRelaxedPrecision, 0, 0);
        if (!deferred)
            emit_spirv_decorations(e, id, (int)i, t->fields[i].spirv);
    }
    return id;
}

static uint32_t array_type(Emitter *e, const Type *t, BlockLayout layout)
{
    if (t->implicit) { /* its length may still grow while the unit is checked */
        ImplicitLength seen = {t, t->length};
        vec_push(e->a, &e->implicit_lengths, seen);
    }
    uint32_t elem = emit_type(e, t->elem, layout);
    if (layout == LAYOUT_NONE) {
        if (!t->length)
            return spv_unique(&e->b, SpvOpTypeRuntimeArray, 0, &elem, 1);
        uint32_t ops[2] = {elem, emit_array_length_id(e, t)};
        return spv_unique(&e->b, SpvOpTypeArray, 0, ops, 2);
    }
    /* A laid-out array carries its stride: one SPIR-V type per layout. */
    uint32_t id = cached(&e->type_ids[layout], t);
    if (id)
        return id;
    id = spv_new_id(&e->b);
    if (t->length)
        spv_instv(&e->b, SEC_GLOBAL, SpvOpTypeArray, 3, id, elem, emit_array_length_id(e, t));
    else
        spv_instv(&e->b, SEC_GLOBAL, SpvOpTypeRuntimeArray, 2, id, elem);
    TypeLayout tl;
    layout_of(t, layout, MATRIX_COLUMN_MAJOR, &tl);
    emit_decorate(e, id, SpvDecorationArrayStride, 1, tl.array_stride);
    u32map_put(e->a, &e->type_ids[layout], t->serial + 1, id);
    return id;
}

/* SPIR-V ties widths other than 32 to capabilities the grammar cannot
 * show (they depend on an operand's value), so they are asked for here. */
static void require_width(Emitter *e, const Type *t)
{
    uint32_t cap = 0;
    if (t->kind == TY_FLOAT)
        cap = t->width == 64 ? SpvCapabilityFloat64 : t->width == 16 ? SpvCapabilityFloat16 : 0;
    else
        cap = t->width == 64 ? SpvCapabilityInt64 : t->width == 16 ? SpvCapabilityInt16 : t->width == 8 ? SpvCapabilityInt8 : 0;
    if (cap)
        spv_require_capability(&e->b, cap);
}

/* OpTypeImage for a sampler's, texture's or image's code (type_names.h).
 * Capabilities that depend on operand combinations the grammar cannot show
 * are asked for here. */
uint32_t emit_image_type(Emitter *e, const Type *t)
{
    static const uint32_t dims[] = {[DIM_1D] = SpvDim1D, [DIM_2D] = SpvDim2D, [DIM_3D] = SpvDim3D,
                                    [DIM_CUBE] = SpvDimCube, [DIM_RECT] = SpvDimRect, [DIM_BUFFER] = SpvDimBuffer,
                                    [DIM_SUBPASS] = SpvDimSubpassData, [DIM_EXTERNAL] = SpvDim2D};
    uint32_t code = t->opaque;
    BaseType root = TYPE_BASE(code);
    SamplerDim dim = TYPE_DIM(code);
    int arrayed = TYPE_ARRAYED(code), ms = TYPE_MS(code), storage = root == BT_IMAGE || root == BT_SUBPASS;
    const Type *sampled = TYPE_SAMPLED(code) == BT_INT ? e->tt->int_ : TYPE_SAMPLED(code) == BT_UINT ? e->tt->uint_
                          : TYPE_SAMPLED(code) == BT_INT64 ? type_int(e->tt, 64, 1)
                          : TYPE_SAMPLED(code) == BT_UINT64 ? type_int(e->tt, 64, 0)
                          : TYPE_SAMPLED(code) == BT_FLOAT16 ? type_float(e->tt, 16) : e->tt->float_;
    uint32_t ops[8] = {emit_type(e, sampled, LAYOUT_NONE), dims[dim], TYPE_SHADOW(code), (uint32_t)arrayed,
                       (uint32_t)ms, storage ? 2u : 1u, TYPE_FORMAT(code)};
    uint32_t image = spv_unique(&e->b, SpvOpTypeImage, 0, ops, 7);
    if (root == BT_SUBPASS) {
        /* InputAttachment comes from Dim SubpassData */
    } else if (storage) {
        if (dim == DIM_1D)
            spv_require_capability(&e->b, SpvCapabilityImage1D);
        if (dim == DIM_BUFFER)
            spv_require_capability(&e->b, SpvCapabilityImageBuffer);
        if (dim == DIM_RECT)
            spv_require_capability(&e->b, SpvCapabilityImageRect);
        if (dim == DIM_CUBE && arrayed)
            spv_require_capability(&e->b, SpvCapabilityImageCubeArray);
        if (ms)
            spv_require_capability(&e->b, SpvCapabilityStorageImageMultisample);
        if (ms && arrayed)
            spv_require_capability(&e->b, SpvCapabilityImageMSArray);
    } else if (dim == DIM_CUBE && arrayed) {
        spv_require_capability(&e->b, SpvCapabilitySampledCubeArray);
    }
    return image;
}

/* Whether an opaque type's value is an OpTypeSampledImage: a combined
 * sampler, and under the texture upgrade a texture. SPIR-V 1.6 has no
 * sampled buffer images: a samplerBuffer is its image. */
static int is_combined(const Emitter *e, const Type *t)
{
    BaseType root = TYPE_BASE(t->opaque);
    if (root != BT_SAMPLER && !(root == BT_TEXTURE && e->g->opts->auto_combined_image_sampler))
        return 0;
    return TYPE_DIM(t->opaque) != DIM_BUFFER || e->b.version < 0x00010600;
}

/* OpTypeImage, and OpTypeSampledImage around it for a combined sampler. */
static uint32_t image_type(Emitter *e, const Type *t)
{
    uint32_t image = emit_image_type(e, t);
    return is_combined(e, t) ? spv_unique(&e->b, SpvOpTypeSampledImage, 0, &image, 1) : image;
}

int emit_dropped(const Emitter *e, const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return e->g->opts->auto_combined_image_sampler && t->kind == TY_OPAQUE &&
           TYPE_BASE(t->opaque) == BT_SAMPLER_STATE;
}

const Type *emit_combined_source(Emitter *e, const Node *arg, const Type *declared)
{
    if (!e->g->opts->auto_combined_image_sampler || declared->kind != TY_OPAQUE)
        return declared;
    const Type *t = declared;
    if (arg && arg->kind == ND_CONSTRUCT && arg->ty->kind == TY_OPAQUE && arg->args.len == 2)
        t = arg->args.data[0]->ty; /* sampler2DShadow(t, s) is t, a texture2D */
    if (TYPE_BASE(t->opaque) != BT_TEXTURE || !is_combined(e, t))
        return t;
    return type_opaque(e->tt, (t->opaque & ~0x1fu) | BT_SAMPLER);
}

static uint32_t type_uncached(Emitter *e, const Type *t, BlockLayout layout)
{
    uint32_t ops[3];
    switch (t->kind) {
    case TY_VOID: return spv_unique(&e->b, SpvOpTypeVoid, 0, NULL, 0);
    case TY_BOOL:
        /* Memory that is visible outside holds no bools: they are uints there. */
        if (layout != LAYOUT_NONE)
            return emit_type(e, e->tt->uint_, LAYOUT_NONE);
        return spv_unique(&e->b, SpvOpTypeBool, 0, NULL, 0);
    case TY_INT:
        ops[0] = t->width, ops[1] = t->is_signed;
        require_width(e, t);
        return spv_unique(&e->b, SpvOpTypeInt, 0, ops, 2);
    case TY_FLOAT:
        ops[0] = t->width;
        require_width(e, t);
        return spv_unique(&e->b, SpvOpTypeFloat, 0, ops, 1);
    case TY_VECTOR:
        ops[0] = emit_type(e, t->elem, layout), ops[1] = t->components;
        return spv_unique(&e->b, SpvOpTypeVector, 0, ops, 2);
    case TY_MATRIX:
        ops[0] = emit_type(e, t->elem, LAYOUT_NONE), ops[1] = t->components;
        return spv_unique(&e->b, SpvOpTypeMatrix, 0, ops, 2);
    case TY_ARRAY: return array_type(e, t, layout);
    case TY_STRUCT: return struct_type(e, t, layout);
    case TY_SPIRV: return emit_spirv_type(e, t);
    case TY_REFERENCE: return emit_reference_type(e, t);
    case TY_COOPMAT: return emit_coopmat_type(e, t);
    case TY_OPAQUE:
        if (TYPE_BASE(t->opaque) == BT_SAMPLER || TYPE_BASE(t->opaque) == BT_TEXTURE ||
            TYPE_BASE(t->opaque) == BT_IMAGE || TYPE_BASE(t->opaque) == BT_SUBPASS)
            return image_type(e, t);
        if (TYPE_BASE(t->opaque) == BT_SAMPLER_STATE)
            return spv_unique(&e->b, SpvOpTypeSampler, 0, NULL, 0);
        if (TYPE_BASE(t->opaque) == BT_ACCEL_STRUCT || TYPE_BASE(t->opaque) == BT_RAY_QUERY ||
            TYPE_BASE(t->opaque) == BT_HIT_OBJECT)
            return emit_ray_type(e, t);
        if (TYPE_BASE(t->opaque) == BT_ATOMIC_UINT) /* a uint in the AtomicCounter storage class */
            return emit_type(e, e->tt->uint_, LAYOUT_NONE);
        /* fall through */
    default:
        glsl_error(e->g, (SrcLoc){0, 0, 0}, "internal error: type %s cannot be emitted yet", type_name(e->a, t));
        return spv_unique(&e->b, SpvOpTypeVoid, 0, NULL, 0);
    }
}

uint32_t emit_type_lookup(Emitter *e, const Type *t, BlockLayout layout)
{
    if (t->kind != TY_VOID && t->kind != TY_BOOL && t->kind != TY_INT && t->kind != TY_FLOAT &&
        t->kind != TY_VECTOR && t->kind != TY_MATRIX)
        return type_uncached(e, t, layout);
    /* Only a bool's form depends on the layout (type_uncached's TY_BOOL). */
    size_t slot = 2 * (size_t)t->serial +
                  (layout != LAYOUT_NONE && t->kind != TY_VOID && type_scalar_of(t)->kind == TY_BOOL);
    if (slot < e->value_type_ids.len && e->value_type_ids.data[slot])
        return e->value_type_ids.data[slot];
    uint32_t id = type_uncached(e, t, layout);
    while (e->value_type_ids.len <= slot)
        vec_push(e->a, &e->value_type_ids, 0);
    e->value_type_ids.data[slot] = id;
    return id;
}

/* Whether emit_type(t, layout) gives one id for good once asked, for a
 * struct or an array: a struct is made once (struct_ids), an array of
 * fixed size is deduplicated or cached, but an array sized by a
 * specialization constant makes its size again at each request. */
static int pointee_stable(const Type *t)
{
    for (; t->kind == TY_ARRAY; t = t->elem)
        if (t->spec_length)
            return 0;
    return t->kind == TY_STRUCT || t->kind == TY_BOOL || t->kind == TY_INT || t->kind == TY_FLOAT ||
           t->kind == TY_VECTOR || t->kind == TY_MATRIX;
}

static uint32_t pointer_type_uncached(Emitter *e, uint32_t storage, const Type *t, BlockLayout layout)
{
    /* Pointers to structs and arrays by the pointee's serial, layout and
     * storage class first: their emit_type is two lookups, asked at every
     * access into a block. The answer is the one found below. */
    int by_type = storage < 16 && (t->kind == TY_STRUCT || t->kind == TY_ARRAY) &&
                  t->serial < (UINT32_MAX >> 4) / (LAYOUT_PACKED + 1) - 1 && pointee_stable(t);
    uint32_t type_key = (((t->serial + 1) * (LAYOUT_PACKED + 1) + layout) << 4) | storage, id;
    if (by_type && u32map_get(&e->pointer_by_type, type_key, &id))
        return id;
    uint32_t ops[2] = {storage, emit_type(e, t, layout)};
    int keyed = storage < 16 && ops[1] < (UINT32_C(1) << 28);
    uint32_t key = ops[1] * 16 + storage;
    if (!keyed || !u32map_get(&e->pointer_ids, key, &id)) {
        id = spv_unique(&e->b, SpvOpTypePointer, 0, ops, 2);
        if (keyed)
            u32map_put(e->a, &e->pointer_ids, key, id);
    }
    if (by_type && keyed)
        u32map_put(e->a, &e->pointer_by_type, type_key, id);
    return id;
}

uint32_t emit_pointer_type_uncached(Emitter *e, uint32_t storage, const Type *t, BlockLayout layout)
{
    /* A pointee of a value type has its id for good once made
     * (value_type_ids), a struct or array when pointee_stable: the same
     * request gives the same id, kept for emit_pointer_type to find
     * without the walk below (its slot, as it computes it). */
    uint32_t recent_key = storage * (LAYOUT_PACKED + 1) + layout;
    uint32_t slot = ((uint32_t)((uintptr_t)t >> 4) * 0x9e3779b1u ^ recent_key * 0x85ebca6bu) >> 26;
    uint32_t id = pointer_type_uncached(e, storage, t, layout);
    int value = t->kind == TY_VOID || t->kind == TY_BOOL || t->kind == TY_INT || t->kind == TY_FLOAT ||
                t->kind == TY_VECTOR || t->kind == TY_MATRIX;
    if (value || pointee_stable(t)) {
        /* Into the slot, or its neighbour while that one is free (a
         * neighbour's own key may be using the slot). */
        if (e->recent_pointers[slot].type && !e->recent_pointers[slot ^ 1].type)
            slot ^= 1;
        e->recent_pointers[slot].type = t;
        e->recent_pointers[slot].key = recent_key;
        e->recent_pointers[slot].id = id;
    }
    return id;
}

/* ---- constants ---- */

/* The OpConstant of one word `word` of type id `type`: spv_unique's,
 * through the emitter's small cache. */
static uint32_t word_constant(Emitter *e, uint32_t type, uint32_t word)
{
    uint32_t h = (type * 0x9e3779b1u ^ word * 0x85ebca6bu) >> 24;
    if (e->recent_constants[h].id && e->recent_constants[h].type == type && e->recent_constants[h].word == word)
        return e->recent_constants[h].id;
    uint32_t id = spv_unique(&e->b, SpvOpConstant, type, &word, 1);
    e->recent_constants[h].type = type;
    e->recent_constants[h].word = word;
    e->recent_constants[h].id = id;
    return id;
}

uint32_t emit_uint_constant_made(Emitter *e, uint32_t value)
{
    uint32_t id = word_constant(e, emit_type(e, e->tt->uint_, LAYOUT_NONE), value);
    if (value < 16)
        e->small_uints[value] = id;
    return id;
}

uint32_t emit_scope(Emitter *e, uint32_t scope)
{
    /* The Device scope GLSL's own atomics and barriers imply is the queue family's in the Vulkan memory
       model (as glslang has it), which needs no VulkanMemoryModelDeviceScope. */
    if (scope == SpvScopeDevice && e->vulkan_memory_model)
        scope = SpvScopeQueueFamily;
    return emit_uint_constant(e, scope);
}

uint32_t emit_scope_exact(Emitter *e, uint32_t scope)
{
    if (scope == SpvScopeDevice && e->vulkan_memory_model)
        spv_require_capability(&e->b, SpvCapabilityVulkanMemoryModelDeviceScope);
    return emit_uint_constant(e, scope);
}

uint32_t emit_int_constant_made(Emitter *e, int32_t value)
{
    uint32_t id = word_constant(e, emit_type(e, e->tt->int_, LAYOUT_NONE), (uint32_t)value);
    if ((uint32_t)value < 16)
        e->small_ints[value] = id;
    return id;
}

static uint32_t scalar_constant_uncached(Emitter *e, const Type *t, Scalar v)
{
    uint32_t type = emit_type(e, t, LAYOUT_NONE);
    if (t->kind == TY_BOOL)
        return spv_unique(&e->b, v.u ? SpvOpConstantTrue : SpvOpConstantFalse, type, NULL, 0);
    uint64_t bits = t->kind == TY_FLOAT ? const_float_bits(t->width, v.f) : v.u;
    if (t->kind == TY_INT && t->is_signed && t->width < 32)
        bits = (uint64_t)(uint32_t)(int32_t)v.i; /* narrow signed values are sign-extended into the word */
    else if (t->width < 32)
        bits &= (1u << t->width) - 1;
    if (t->width <= 32)
        return word_constant(e, type, (uint32_t)bits);
    uint32_t w[2] = {(uint32_t)bits, (uint32_t)(bits >> 32)};
    return spv_unique(&e->b, SpvOpConstant, type, w, 2);
}

/* The constant of type `t` (a scalar) and value `v`: the same (t, v)
 * always gives the same id, so a value met recently is not made again. */
static inline uint32_t scalar_constant(Emitter *e, const Type *t, Scalar v)
{
    uint64_t key = (v.u ^ (v.u >> 32) ^ (uint64_t)(uintptr_t)t) * UINT64_C(0x9e3779b97f4a7c15);
    size_t slot = (size_t)(key >> 58); /* 64 slots */
    if (e->recent_scalars[slot].id && e->recent_scalars[slot].type == t && e->recent_scalars[slot].bits == v.u)
        return e->recent_scalars[slot].id;
    uint32_t id = scalar_constant_uncached(e, t, v);
    e->recent_scalars[slot].type = t;
    e->recent_scalars[slot].bits = v.u;
    e->recent_scalars[slot].id = id;
    return id;
}

#define RECENT_VECTORS 64

/* A vector constant: the same (t, components) always gives the same id, so
 * one met recently (Emitter.recent_vectors) is not made again. */
static uint32_t vector_constant(Emitter *e, const Type *t, const Scalar *comps)
{
    if (!e->recent_vectors) {
        e->recent_vectors = arena_alloc(e->a, RECENT_VECTORS * sizeof *e->recent_vectors);
        for (size_t i = 0; i < RECENT_VECTORS; i++)
            e->recent_vectors[i].id = 0; /* (an empty slot's other fields are never read) */
    }
    uint64_t key = (uint64_t)(uintptr_t)t;
    for (uint32_t i = 0; i < t->components; i++)
        key = (key ^ comps[i].u ^ (comps[i].u >> 32)) * UINT64_C(0x9e3779b97f4a7c15); /* (x and -x apart) */
    struct RecentVector *r = &e->recent_vectors[key >> 58]; /* 64 slots */
    int hit = r->id && r->type == t;
    for (uint32_t i = 0; i < t->components && hit; i++)
        hit = r->bits[i] == comps[i].u;
    if (hit)
        return r->id;
    uint32_t parts[4];
    for (uint32_t i = 0; i < t->components; i++)
        parts[i] = scalar_constant(e, t->elem, comps[i]);
    uint32_t id = spv_unique(&e->b, SpvOpConstantComposite, emit_type(e, t, LAYOUT_NONE), parts, t->components);
    r->type = t;
    for (uint32_t i = 0; i < t->components; i++)
        r->bits[i] = comps[i].u;
    r->id = id;
    return id;
}

uint32_t emit_constant(Emitter *e, const ConstValue *v)
{
    const Type *t = v->type;
    if (type_is_scalar(t))
        return scalar_constant(e, t, v->comps[0]);
    if (t->kind == TY_VECTOR)
        return vector_constant(e, t, v->comps);
    uint32_t parts[64];
    uint32_t n = 0;
    if (t->kind == TY_COOPMAT) /* every component one value */
        parts[n++] = scalar_constant(e, t->elem, v->comps[0]);
    else if (t->kind == TY_VECTOR) {
        for (uint32_t i = 0; i < t->components; i++)
            parts[n++] = scalar_constant(e, t->elem, v->comps[i]);
    } else if (t->kind == TY_MATRIX) {
        for (uint32_t c = 0; c < t->components; c++) {
            uint32_t col[4];
            for (uint32_t r = 0; r < t->rows; r++)
                col[r] = scalar_constant(e, t->elem->elem, v->comps[c * t->rows + r]);
            parts[n++] = spv_unique(&e->b, SpvOpConstantComposite, emit_type(e, t->elem, LAYOUT_NONE), col, t->rows);
        }
    } else {
        /* Arrays and structs: elements may be many. */
        uint32_t *elems = arena_alloc(e->a, (v->count + 1) * sizeof *elems);
        for (uint32_t i = 0; i < v->count; i++)
            elems[i] = emit_constant(e, v->elems[i]);
        return spv_unique(&e->b, SpvOpConstantComposite, emit_type(e, t, LAYOUT_NONE), elems, v->count);
    }
    return spv_unique(&e->b, SpvOpConstantComposite, emit_type(e, t, LAYOUT_NONE), parts, n);
}

/* ---- global variables ---- */

const LayoutItem *emit_find_layout(const TypeSpec *ts, const char *name)
{
    if (!ts)
        return NULL;
    for (size_t i = ts->q->layout.len; i-- > 0;)
        if (ts->q->layout.data[i].name[0] == name[0] && strcmp(ts->q->layout.data[i].name, name) == 0)
            return &ts->q->layout.data[i];
    return NULL;
}

uint32_t emit_layout_value(const TypeSpec *ts, const char *name, uint32_t fallback)
{
    const LayoutItem *it = emit_find_layout(ts, name);
    return it && it->value && it->value->cval ? (uint32_t)it->value->cval->comps[0].u : fallback;
}

/* Memory qualifiers (volatile implies coherent). */
static const QualifierDecoration memory_decorations[] = {
    {QF_VOLATILE, SpvDecorationVolatile},      {QF_COHERENT | QF_VOLATILE, SpvDecorationCoherent},
    {QF_RESTRICT, SpvDecorationRestrict},      {QF_READONLY, SpvDecorationNonWritable},
    {QF_WRITEONLY, SpvDecorationNonReadable},
};

/* Decorates `id` (or its member `member`, when >= 0) for the qualifiers in `flags`. */
void emit_decorate_qualifiers(Emitter *e, uint32_t id, int member, uint32_t flags, const QualifierDecoration *table,
                              size_t count)
{
    if (e->vulkan_memory_model && table == memory_decorations)
        flags &= ~(QF_COHERENT | QF_VOLATILE); /* memory operands of each access instead (emit_memory.c) */
    for (size_t i = 0; i < count; i++) {
        if (!(flags & table[i].flags))
            continue;
        if (member >= 0)
            emit_member_decorate(e, id, (uint32_t)member, table[i].decoration, 0, 0);
        else
            emit_decorate(e, id, table[i].decoration, 0);
    }
}

void emit_decorate_memory(Emitter *e, uint32_t id, int member, uint32_t flags)
{
    emit_decorate_qualifiers(e, id, member, flags, memory_decorations, COUNT_OF(memory_decorations));
}

uint32_t emit_new_variable(Emitter *e, uint32_t storage, const Type *t, BlockLayout layout, const char *name,
                           uint32_t init)
{
    uint32_t id = spv_new_id(&e->b);
    uint32_t ptr = emit_pointer_type(e, storage, t, layout);
    if (init)
        spv_instv(&e->b, SEC_GLOBAL, SpvOpVariable, 4, ptr, id, storage, init);
    else
        spv_instv(&e->b, SEC_GLOBAL, SpvOpVariable, 3, ptr, id, storage);
    emit_name(e, id, name);
    emit_pointer_variable(e, id, t, 0);
    if (e->debug)
        emit_debug_note_variable(e, id);
    int interface = e->b.version >= 0x00010400 || storage == SpvStorageClassInput || storage == SpvStorageClassOutput;
    if (interface)
        vec_push(e->a, &e->interface, id);
    return id;
}

/* ---- execution modes ---- */

void emit_mode(Emitter *e, uint32_t m, const uint32_t *operands, uint32_t count)
{
    uint32_t w[6] = {e->unit->main->id, m};
    EmittedMode em = {m, {0}, count < 4 ? count : 4};
    for (uint32_t i = 0; i < em.count; i++)
        w[2 + i] = em.words[i] = operands[i];
    spv_inst(&e->b, SEC_EXECUTION_MODE, SpvOpExecutionMode, w, 2 + em.count);
    vec_push(e->a, &e->modes, em);
}

int emit_find_mode(const Emitter *e, uint32_t m, const uint32_t **operands, size_t *count)
{
    for (size_t i = 0; i < e->modes.len; i++) {
        if (e->modes.data[i].mode == m) {
            *operands = e->modes.data[i].words;
            *count = e->modes.data[i].count;
            return 1;
        }
    }
    return 0;
}

/* ---- extended instruction sets ---- */

uint32_t emit_ext_import(Emitter *e, const char *set)
{
    if (strcmp(set, "GLSL.std.450") == 0)
        return e->glsl450; /* shared with the compiler's own */
    for (size_t i = 0; i < e->imports.len; i++)
        if (strcmp(e->imports.data[i].name, set) == 0)
            return e->imports.data[i].id;
    SpvWords w = {0};
    uint32_t id = spv_new_id(&e->b);
    vec_push(e->a, &w, id);
    spv_string(&e->b, &w, set);
    spv_inst(&e->b, SEC_EXT_IMPORT, SpvOpExtInstImport, w.data, w.len);
    /* Non-semantic sets are core only from SPIR-V 1.6. */
    if (strncmp(set, "NonSemantic.", 12) == 0 && e->b.version < SPIRV_1_6)
        spv_require_extension(&e->b, "SPV_KHR_non_semantic_info");
    ExtImport imp = {set, id};
    vec_push(e->a, &e->imports, imp);
    return id;
}

/* ---- the stage ---- */

int emit_has_derivatives(const Emitter *e)
{
    Stage stage = e->g->opts->stage;
    return stage == STAGE_FRAGMENT || (stage == STAGE_COMPUTE && e->unit->stage_layout.derivative_group);
}
