/* The emitter, part 1: the module around the code. Types (one SPIR-V type
 * per GLSL type and block layout), constants, global variables with their
 * decorations, the entry point, and emit_unit(), which runs it all.
 * Capabilities and extensions are left to the builder (spv_finish). */
#include <string.h>

#include "glsl/emit/emit.h"

/* ---- small helpers ---- */

static void put_string(Emitter *e, SpvWords *w, const char *s)
{
    spv_string(&e->b, w, s);
}

void emit_name(Emitter *e, uint32_t id, const char *name)
{
    SpvWords w = {0};
    vec_push(e->a, &w, id);
    put_string(e, &w, name);
    spv_inst(&e->b, SEC_DEBUG_NAME, SpvOpName, w.data, w.len);
}

static void member_name(Emitter *e, uint32_t id, uint32_t member, const char *name)
{
    SpvWords w = {0};
    vec_push(e->a, &w, id);
    vec_push(e->a, &w, member);
    put_string(e, &w, name);
    spv_inst(&e->b, SEC_DEBUG_NAME, SpvOpMemberName, w.data, w.len);
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

void emit_op_words(Emitter *e, SpvOp op, const uint32_t *words, size_t count)
{
    spv_inst_to(&e->b, &e->body, op, words, count);
}

void emit_op(Emitter *e, SpvOp op, int count, ...)
{
    uint32_t w[16];
    va_list ap;
    va_start(ap, count);
    for (int i = 0; i < count && i < 16; i++)
        w[i] = va_arg(ap, uint32_t);
    va_end(ap);
    emit_op_words(e, op, w, (size_t)(count < 16 ? count : 16));
}

uint32_t emit_new_label(Emitter *e)
{
    return spv_new_id(&e->b);
}

void emit_label(Emitter *e, uint32_t label)
{
    emit_op(e, SpvOpLabel, 1, label);
    e->label = label;
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
    for (uint32_t i = 0; i < t->field_count; i++) {
        if (t->fields[i].precision == PREC_LOW || t->fields[i].precision == PREC_MEDIUM)
            emit_member_decorate(e, id, i, SpvDecorationRelaxedPrecision, 0, 0);
        emit_spirv_decorations(e, id, (int)i, t->fields[i].spirv);
    }
    return id;
}

static uint32_t array_type(Emitter *e, const Type *t, BlockLayout layout)
{
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

/* OpTypeImage for a sampler's, texture's or image's code (type_names.h), and
 * OpTypeSampledImage around it for a combined sampler. Capabilities that
 * depend on operand combinations the grammar cannot show are asked for
 * here. */
static uint32_t image_type(Emitter *e, const Type *t)
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
    /* SPIR-V 1.6 has no sampled buffer images: a samplerBuffer is its image. */
    if (root != BT_SAMPLER || (dim == DIM_BUFFER && e->b.version >= 0x00010600))
        return image;
    return spv_unique(&e->b, SpvOpTypeSampledImage, 0, &image, 1);
}

uint32_t emit_type(Emitter *e, const Type *t, BlockLayout layout)
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
        /* fall through */
    default:
        glsl_error(e->g, (SrcLoc){0, 0, 0}, "internal error: type %s cannot be emitted yet", type_name(e->a, t));
        return spv_unique(&e->b, SpvOpTypeVoid, 0, NULL, 0);
    }
}

uint32_t emit_pointer_type(Emitter *e, uint32_t storage, const Type *t, BlockLayout layout)
{
    uint32_t ops[2] = {storage, emit_type(e, t, layout)};
    return spv_unique(&e->b, SpvOpTypePointer, 0, ops, 2);
}

/* ---- constants ---- */

uint32_t emit_uint_constant(Emitter *e, uint32_t value)
{
    return spv_unique(&e->b, SpvOpConstant, emit_type(e, e->tt->uint_, LAYOUT_NONE), &value, 1);
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

uint32_t emit_int_constant(Emitter *e, int32_t value)
{
    uint32_t w = (uint32_t)value;
    return spv_unique(&e->b, SpvOpConstant, emit_type(e, e->tt->int_, LAYOUT_NONE), &w, 1);
}

static uint32_t scalar_constant(Emitter *e, const Type *t, Scalar v)
{
    uint32_t type = emit_type(e, t, LAYOUT_NONE);
    if (t->kind == TY_BOOL)
        return spv_unique(&e->b, v.u ? SpvOpConstantTrue : SpvOpConstantFalse, type, NULL, 0);
    uint64_t bits = t->kind == TY_FLOAT ? const_float_bits(t->width, v.f) : v.u;
    if (t->kind == TY_INT && t->is_signed && t->width < 32)
        bits = (uint64_t)(uint32_t)(int32_t)v.i; /* narrow signed values are sign-extended into the word */
    else if (t->width < 32)
        bits &= (1u << t->width) - 1;
    uint32_t w[2] = {(uint32_t)bits, (uint32_t)(bits >> 32)};
    return spv_unique(&e->b, SpvOpConstant, type, w, t->width > 32 ? 2 : 1);
}

uint32_t emit_constant(Emitter *e, const ConstValue *v)
{
    const Type *t = v->type;
    if (type_is_scalar(t))
        return scalar_constant(e, t, v->comps[0]);
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
    for (size_t i = ts->q.layout.len; i-- > 0;)
        if (strcmp(ts->q.layout.data[i].name, name) == 0)
            return &ts->q.layout.data[i];
    return NULL;
}

uint32_t emit_layout_value(const TypeSpec *ts, const char *name, uint32_t fallback)
{
    const LayoutItem *it = emit_find_layout(ts, name);
    return it && it->value && it->value->cval ? (uint32_t)it->value->cval->comps[0].u : fallback;
}

/* The block layout of a uniform, buffer or push-constant block. */
static BlockLayout block_layout(const Symbol *s, const TypeSpec *ts)
{
    if (emit_find_layout(ts, "scalar"))
        return LAYOUT_SCALAR;
    if (emit_find_layout(ts, "std430"))
        return LAYOUT_STD430;
    if (emit_find_layout(ts, "std140"))
        return LAYOUT_STD140;
    if (s->storage == SQ_BUFFER || s->storage == SQ_SHARED || emit_find_layout(ts, "push_constant"))
        return LAYOUT_STD430;
    return LAYOUT_STD140;
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
    int interface = e->b.version >= 0x00010400 || storage == SpvStorageClassInput || storage == SpvStorageClassOutput;
    if (interface)
        vec_push(e->a, &e->interface, id);
    return id;
}

/* An array of descriptors sized at run time (uniform sampler2D t[];). */
static void require_runtime_descriptors(Emitter *e, const Type *t)
{
    if (t->kind == TY_ARRAY && !t->length && !t->spec_length)
        spv_require_capability(&e->b, SpvCapabilityRuntimeDescriptorArray);
}

/* Whether `t` holds scalars `width` bits wide. */
static int holds_width(const Type *t, unsigned width)
{
    if (t->kind == TY_STRUCT) {
        for (uint32_t i = 0; i < t->field_count; i++)
            if (holds_width(t->fields[i].type, width))
                return 1;
        return 0;
    }
    if (t->kind == TY_ARRAY)
        return holds_width(t->elem, width);
    const Type *scalar = type_scalar_of(t);
    return scalar && scalar->kind != TY_BOOL && scalar->width == width;
}

static size_t shared_blocks(const Emitter *e)
{
    size_t n = 0;
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        const Symbol *g = e->unit->globals.data[i];
        n += g->storage == SQ_SHARED && g->decl && g->decl->kind == ND_BLOCK_DECL;
    }
    return n;
}

/* A resource's binding: its own, the one -fauto-bind-uniforms gave it, or
 * for OpenGL 0. Vulkan has no default (two resources at binding 0 would
 * alias), so glslang, glslc and glspv ask for one. */
static uint32_t binding_of(Emitter *e, const Symbol *s, const TypeSpec *ts, const char *name)
{
    if (s->binding)
        return s->binding - 1;
    if (!emit_find_layout(ts, "binding") && e->g->opts->vulkan_version)
        glsl_error(e->g, s->loc, "'%s' needs layout(binding = N): Vulkan has no automatic bindings "
                   "(-fauto-bind-uniforms assigns them)", name);
    return emit_layout_value(ts, "binding", 0);
}

static uint32_t block_variable(Emitter *e, Symbol *s)
{
    const Node *decl = s->decl;
    const TypeSpec *ts = decl->type;
    const Type *block = s->type->kind == TY_ARRAY ? s->type->elem : s->type;
    BlockLayout layout = block_layout(s, ts);
    uint32_t storage;
    uint32_t struct_id = emit_type(e, block, layout);
    if (emit_find_layout(ts, "push_constant")) {
        storage = SpvStorageClassPushConstant;
        emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    } else if (s->storage == SQ_SHARED) {
        /* GL_EXT_shared_memory_block: laid-out Workgroup memory, whose
         * blocks all alias one another. */
        storage = SpvStorageClassWorkgroup;
        emit_decorate(e, struct_id, SpvDecorationBlock, 0);
        spv_require_capability(&e->b, SpvCapabilityWorkgroupMemoryExplicitLayoutKHR);
        if (holds_width(block, 8))
            spv_require_capability(&e->b, SpvCapabilityWorkgroupMemoryExplicitLayout8BitAccessKHR);
        if (holds_width(block, 16))
            spv_require_capability(&e->b, SpvCapabilityWorkgroupMemoryExplicitLayout16BitAccessKHR);
    } else if (emit_find_layout(ts, "shaderRecordEXT") || emit_find_layout(ts, "shaderRecordNV")) {
        storage = SpvStorageClassShaderRecordBufferKHR; /* in the shader binding table: no set or binding */
        emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    } else if (s->storage == SQ_BUFFER && e->b.version < 0x00010300 && !emit_coopmat_enabled(e)) {
        storage = SpvStorageClassUniform; /* SPIR-V 1.0-1.2: BufferBlock in Uniform */
        emit_decorate(e, struct_id, SpvDecorationBufferBlock, 0);
    } else {
        storage = s->storage == SQ_BUFFER ? SpvStorageClassStorageBuffer : SpvStorageClassUniform;
        emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    }
    /* An anonymous block's variable has an empty name, as glslang gives it. */
    uint32_t id = emit_new_variable(e, storage, s->type, layout, decl->instance ? decl->instance : "", 0);
    require_runtime_descriptors(e, s->type);
    s->spv_storage = storage;
    s->spv_layout = layout;
    if (storage == SpvStorageClassWorkgroup && shared_blocks(e) > 1)
        emit_decorate(e, id, SpvDecorationAliased, 0);
    if (storage != SpvStorageClassPushConstant && storage != SpvStorageClassWorkgroup &&
        storage != SpvStorageClassShaderRecordBufferKHR) {
        emit_decorate(e, id, SpvDecorationDescriptorSet, 1, emit_layout_value(ts, "set", 0));
        emit_decorate(e, id, SpvDecorationBinding, 1, binding_of(e, s, ts, decl->instance ? decl->instance : decl->name));
    }
    /* Memory qualifiers of the block and of each member, on the members (as
     * glslang writes them). volatile implies coherent. */
    for (uint32_t i = 0; i < block->field_count; i++)
        emit_decorate_qualifiers(e, struct_id, (int)i, s->flags | block->fields[i].flags, memory_decorations,
                            COUNT_OF(memory_decorations));
    return id;
}

/* A uniform sampler, texture or image: a UniformConstant variable with its
 * descriptor set and binding. */
static uint32_t resource_variable(Emitter *e, Symbol *s)
{
    const TypeSpec *ts = s->decl_type;
    s->spv_storage = SpvStorageClassUniformConstant;
    uint32_t id = emit_new_variable(e, SpvStorageClassUniformConstant, s->type, LAYOUT_NONE, s->name, 0);
    require_runtime_descriptors(e, s->type);
    emit_decorate(e, id, SpvDecorationDescriptorSet, 1, emit_layout_value(ts, "set", 0));
    emit_decorate(e, id, SpvDecorationBinding, 1, binding_of(e, s, ts, s->name));
    const Type *elem = s->type;
    while (elem->kind == TY_ARRAY)
        elem = elem->elem;
    if (elem->kind == TY_OPAQUE && TYPE_BASE(elem->opaque) == BT_SUBPASS) {
        const LayoutItem *index = emit_find_layout(ts, "input_attachment_index");
        if (!index || !index->value || !index->value->cval)
            glsl_error(e->g, s->loc, "subpass input '%s' needs layout(input_attachment_index = N)", s->name);
        else
            emit_decorate(e, id, SpvDecorationInputAttachmentIndex, 1, (uint32_t)index->value->cval->comps[0].u);
    }
    emit_decorate_qualifiers(e, id, -1, s->flags, memory_decorations, COUNT_OF(memory_decorations));
    return id;
}

static uint32_t global_variable(Emitter *e, Symbol *s);

uint32_t emit_global(Emitter *e, Symbol *s)
{
    if (s->id)
        return s->id;
    e->at = s->loc;
    s->id = global_variable(e, s);
    if (s->precision == PREC_LOW || s->precision == PREC_MEDIUM)
        emit_relaxed(e, s->id);
    emit_spirv_decorations(e, s->id, -1, s->spirv_decorations);
    return s->id;
}

/* Whether a global's initializer is an OpVariable initializer. A reference is
 * no SPIR-V constant, and a value computed from specialization constants holds
 * only their defaults in cval: such initializers run at the start of main. */
int emit_global_init_is_constant(const Node *d, const Type *t)
{
    return d && d->init && d->init->cval && !d->init->spec && !type_holds_reference(t);
}

static uint32_t global_variable(Emitter *e, Symbol *s)
{
    if (s->spirv_storage_class >= 0) {
        /* spirv_storage_class(N): the user's storage class, as it is. */
        emit_spirv_reqs(e, s->spirv_storage_reqs);
        s->spv_storage = (uint32_t)s->spirv_storage_class;
        uint32_t id = emit_new_variable(e, s->spv_storage, s->type, LAYOUT_NONE, s->name, 0);
        const LayoutItem *loc = emit_find_layout(s->decl_type, "location");
        if (loc && loc->value && loc->value->cval) /* ray payloads and the like are matched by location */
            emit_decorate(e, id, SpvDecorationLocation, 1, (uint32_t)loc->value->cval->comps[0].u);
        return id;
    }
    if (s->storage == SQ_IN || s->storage == SQ_OUT)
        return s->id = emit_interface_variable(e, s);
    uint32_t mesh = emit_mesh_variable(e, s);
    if (mesh)
        return mesh;
    uint32_t ray = emit_ray_variable(e, s);
    if (ray)
        return ray;
    if (s->decl && s->decl->kind == ND_BLOCK_DECL)
        return s->id = block_variable(e, s);
    if (s->storage == SQ_UNIFORM)
        return s->id = resource_variable(e, s);
    uint32_t init = 0;
    const Node *d = s->decl;
    if (emit_global_init_is_constant(d, s->type))
        init = emit_constant(e, d->init->cval);
    uint32_t storage = s->storage == SQ_SHARED ? SpvStorageClassWorkgroup : SpvStorageClassPrivate;
    s->spv_storage = storage;
    if (d && d->init && d->init->kind == ND_INIT_LIST && !d->init->args.len) /* = {} (GL_EXT_null_initializer) */
        init = spv_unique(&e->b, SpvOpConstantNull, emit_type(e, s->type, LAYOUT_NONE), NULL, 0);
    else if (storage == SpvStorageClassWorkgroup)
        init = 0;
    s->id = emit_new_variable(e, storage, s->type, LAYOUT_NONE, s->name, init);
    return s->id;
}

/* The declaration of a uniform, buffer or resource (its layout qualifiers). */
static const TypeSpec *resource_spec(const Symbol *s)
{
    if (s->decl && s->decl->kind == ND_BLOCK_DECL)
        return s->decl->type;
    return s->decl_type;
}

/* -fauto-bind-uniforms: resources without a binding take the lowest
 * binding of their set that no other resource has, in declaration order
 * (an array of resources is one binding). */
static void assign_bindings(Emitter *e)
{
    U32Map taken = {0};
    VEC(Symbol *) unbound = {0};
    for (size_t i = 0; i < e->unit->globals.len; i++) {
        Symbol *s = e->unit->globals.data[i];
        const TypeSpec *ts = resource_spec(s);
        if ((s->storage != SQ_UNIFORM && s->storage != SQ_BUFFER) || emit_find_layout(ts, "push_constant") ||
            emit_find_layout(ts, "shaderRecordEXT") || emit_find_layout(ts, "shaderRecordNV") ||
            (s->type->kind != TY_OPAQUE && !(s->decl && s->decl->kind == ND_BLOCK_DECL) &&
             !(s->type->kind == TY_ARRAY && type_contains_opaque(s->type))))
            continue;
        if (emit_find_layout(ts, "binding"))
            u32map_put(e->a, &taken, emit_layout_value(ts, "set", 0) << 16 | emit_layout_value(ts, "binding", 0), 1);
        else
            vec_push(e->a, &unbound, s);
    }
    for (size_t i = 0; i < unbound.len; i++) {
        Symbol *s = unbound.data[i];
        uint32_t set = emit_layout_value(resource_spec(s), "set", 0), binding = 0;
        while (u32map_get(&taken, set << 16 | binding, NULL))
            binding++;
        u32map_put(e->a, &taken, set << 16 | binding, 1);
        s->binding = binding + 1;
    }
}

uint32_t emit_local_qualified(Emitter *e, const Type *t, const char *name, uint32_t flags)
{
    uint32_t id = spv_new_id(&e->b);
    uint32_t ptr = emit_pointer_type(e, SpvStorageClassFunction, t, LAYOUT_NONE);
    uint32_t w[3] = {ptr, id, SpvStorageClassFunction};
    spv_inst_to(&e->b, &e->vars, SpvOpVariable, w, 3);
    if (name)
        emit_name(e, id, name);
    emit_pointer_variable(e, id, t, flags);
    return id;
}

uint32_t emit_local(Emitter *e, const Type *t, const char *name)
{
    return emit_local_qualified(e, t, name, 0);
}

/* ---- the module ---- */

/* -g: an OpString naming each file, and OpSource with the main file's text
 * (continued in OpSourceContinued pieces: an instruction has at most 65535
 * words). */
static void emit_debug_source(Emitter *e, uint32_t language, uint32_t version)
{
    Glsl *g = e->g;
    for (size_t i = 0; i < g->files.len; i++) {
        SpvWords w = {0};
        uint32_t id = spv_new_id(&e->b);
        vec_push(e->a, &w, id);
        put_string(e, &w, g->files.data[i] ? g->files.data[i] : "");
        spv_inst(&e->b, SEC_DEBUG_SOURCE, SpvOpString, w.data, w.len);
        vec_push(e->a, &e->file_ids, id);
    }
    const char *text = g->file_sources.len ? g->file_sources.data[0] : NULL;
    size_t len = text ? strlen(text) : 0, piece = 60000;
    SpvWords w = {0};
    vec_push(e->a, &w, language);
    vec_push(e->a, &w, version);
    if (e->file_ids.len)
        vec_push(e->a, &w, e->file_ids.data[0]);
    for (size_t at = 0; text && at <= len; at += piece) {
        size_t n = len - at < piece ? len - at : piece;
        char *chunk = arena_strndup(e->a, text + at, n);
        put_string(e, &w, chunk);
        spv_inst(&e->b, SEC_DEBUG_SOURCE, at ? SpvOpSourceContinued : SpvOpSource, w.data, w.len);
        w.len = 0;
        if (at + n >= len)
            return;
    }
    if (!text)
        spv_inst(&e->b, SEC_DEBUG_SOURCE, SpvOpSource, w.data, w.len);
}

static void emit_header(Emitter *e, const PpOutput *pp)
{
    /* Always first and always written, as glslang does, even where another
     * capability implies it. */
    spv_require_capability(&e->b, SpvCapabilityShader);
    for (size_t i = 0; i < pp->pragmas.len; i++) {
        const Pragma *p = &pp->pragmas.data[i];
        if (p->count == 1 && p->tokens[0].len == 23 && memcmp(p->tokens[0].text, "use_vulkan_memory_model", 23) == 0)
            e->vulkan_memory_model = 1;
    }
    e->vulkan_memory_model |= emit_needs_vulkan_memory_model(e);
    SpvWords w = {0};
    e->glsl450 = spv_new_id(&e->b);
    vec_push(e->a, &w, e->glsl450);
    put_string(e, &w, "GLSL.std.450");
    spv_inst(&e->b, SEC_EXT_IMPORT, SpvOpExtInstImport, w.data, w.len);
    uint32_t language = pp->profile == PROFILE_ES ? SpvSourceLanguageESSL : SpvSourceLanguageGLSL;
    if (!e->g->opts->debug_info) {
        spv_instv(&e->b, SEC_DEBUG_SOURCE, SpvOpSource, 2, language, (uint32_t)pp->version);
        return;
    }
    emit_debug_source(e, language, (uint32_t)pp->version);
}

static uint32_t execution_model(Stage stage)
{
    switch (stage) {
    case STAGE_VERTEX: return SpvExecutionModelVertex;
    case STAGE_TESS_CONTROL: return SpvExecutionModelTessellationControl;
    case STAGE_TESS_EVALUATION: return SpvExecutionModelTessellationEvaluation;
    case STAGE_GEOMETRY: return SpvExecutionModelGeometry;
    case STAGE_FRAGMENT: return SpvExecutionModelFragment;
    case STAGE_RAYGEN: return SpvExecutionModelRayGenerationKHR;
    case STAGE_INTERSECT: return SpvExecutionModelIntersectionKHR;
    case STAGE_ANY_HIT: return SpvExecutionModelAnyHitKHR;
    case STAGE_CLOSEST_HIT: return SpvExecutionModelClosestHitKHR;
    case STAGE_MISS: return SpvExecutionModelMissKHR;
    case STAGE_CALLABLE: return SpvExecutionModelCallableKHR;
    default: return SpvExecutionModelGLCompute;
    }
}

static void emit_entry_point(Emitter *e, Stage stage)
{
    Symbol *main_fn = e->unit->main;
    SpvWords w = {0};
    vec_push(e->a, &w, stage == STAGE_TASK || stage == STAGE_MESH ? emit_mesh_execution_model(e, stage)
                                                                  : execution_model(stage));
    vec_push(e->a, &w, main_fn->id);
    put_string(e, &w, "main");
    for (size_t i = 0; i < e->interface.len; i++)
        vec_push(e->a, &w, e->interface.data[i]);
    spv_inst(&e->b, SEC_ENTRY_POINT, SpvOpEntryPoint, w.data, w.len);
    emit_execution_modes(e, stage);
}

/* The builder's size checks, reported at the construct being emitted. */
static void report_too_large(void *user, size_t words, int whole_module)
{
    Emitter *e = user;
    uint32_t limit = glsl_limit(e->g, GLSPV_LIMIT_MODULE_WORDS);
    if (whole_module)
        glsl_error(e->g, e->at, "the SPIR-V module needs more than %u words (limit module-words: %u)",
                   (unsigned)limit, (unsigned)limit);
    else
        glsl_error(e->g, e->at, "this needs an instruction of %zu words, too large for one SPIR-V instruction "
                   "(at most %u)", words, SPV_MAX_INST_WORDS);
    ctx_fatal(e->g->ctx, GLSPV_ERROR_COMPILE);
}

uint32_t *emit_unit(Glsl *g, CheckedUnit *unit, uint32_t spirv_version, size_t *count)
{
    Stage stage = g->opts->stage;
    Emitter emitter = {0};
    Emitter *e = &emitter;
    e->g = g;
    e->a = &g->ctx->arena;
    e->unit = unit;
    e->tt = unit->types;
    spv_builder_init(&e->b, g->ctx, spirv_version, GLSPV_GENERATOR_WORD);
    e->b.max_words = glsl_limit(g, GLSPV_LIMIT_MODULE_WORDS);
    e->b.too_large = report_too_large;
    e->b.too_large_user = e;
    emit_header(e, unit->pp);
    emit_mesh_requirements(e, stage);
    emit_ray_requirements(e, stage);
    /* Ids for every function first, so that calls can come before definitions. */
    for (size_t i = 0; i < unit->functions.len; i++)
        if (unit->functions.data[i]->reachable)
            unit->functions.data[i]->id = spv_new_id(&e->b);
    if (g->opts->auto_map_locations)
        emit_assign_locations(e);
    if (g->opts->auto_bind_uniforms)
        assign_bindings(e);
    for (size_t i = 0; i < unit->globals.len; i++)
        emit_global(e, unit->globals.data[i]);
    for (size_t i = 0; i < unit->functions.len; i++)
        if (unit->functions.data[i]->reachable && !emit_has_image_parameter(unit->functions.data[i]))
            emit_function(e, unit->functions.data[i]); /* the others are dropped, as glslang does */
    emit_function_clones(e); /* those with image parameters, as their calls ask */
    emit_entry_point(e, g->opts->stage);
    /* Known only now: whether some reference made a PhysicalStorageBuffer
     * pointer, or a spirv_type asked for the capability of one. */
    int physical = e->uses_physical_storage || u32map_get(&e->b.capabilities,
                                                          SpvCapabilityPhysicalStorageBufferAddresses, NULL);
    spv_instv(&e->b, SEC_MEMORY_MODEL, SpvOpMemoryModel, 2,
              physical ? SpvAddressingModelPhysicalStorageBuffer64 : SpvAddressingModelLogical,
              e->vulkan_memory_model ? SpvMemoryModelVulkan : SpvMemoryModelGLSL450);
    uint32_t *words = spv_finish(&e->b, count);
    if (words && e->intrinsics.len)
        emit_spirv_validate(e, words, *count);
    return words;
}
