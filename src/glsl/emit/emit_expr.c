/* The emitter, part 2: expressions. Values are SPIR-V ids; l-values are
 * pointers (access chains) with an optional swizzle. Constant expressions
 * were folded by the checker and become OpConstants. */
#include <string.h>

#include "glsl/emit/emit.h"

static uint32_t type_id(Emitter *e, const Type *t)
{
    return emit_type(e, t, LAYOUT_NONE);
}

static inline void mark_precise(Emitter *e, SpvOp op, uint32_t id);

static uint32_t op1(Emitter *e, SpvOp op, const Type *t, uint32_t a)
{
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, op, 3, type_id(e, t), id, a);
    mark_precise(e, op, id);
    return id;
}

/* precise (§4.7.1): the operations that compute a precise variable's value
 * must not be contracted (fused) or reassociated. */
static inline void mark_precise(Emitter *e, SpvOp op, uint32_t id)
{
    if (!e->precise) /* (nearly always: a test before the switch) */
        return;
    switch (op) {
    case SpvOpFAdd: case SpvOpFSub: case SpvOpFMul: case SpvOpFDiv: case SpvOpFRem: case SpvOpFMod:
    case SpvOpFNegate: case SpvOpVectorTimesScalar: case SpvOpMatrixTimesScalar: case SpvOpVectorTimesMatrix:
    case SpvOpMatrixTimesVector: case SpvOpMatrixTimesMatrix: case SpvOpDot:
        emit_decorate(e, id, SpvDecorationNoContraction, 0);
        break;
    default:
        break;
    }
}

static uint32_t op2(Emitter *e, SpvOp op, const Type *t, uint32_t a, uint32_t b)
{
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, op, 4, type_id(e, t), id, a, b);
    mark_precise(e, op, id);
    return id;
}

static uint32_t extract(Emitter *e, const Type *t, uint32_t composite, uint32_t index)
{
    return op2(e, SpvOpCompositeExtract, t, composite, index);
}

/* A vector of n copies of scalar value `v`. */
static uint32_t splat(Emitter *e, const Type *vec, uint32_t v)
{
    uint32_t w[6] = {type_id(e, vec), spv_new_id(&e->b), v, v, v, v};
    emit_op_words(e, SpvOpCompositeConstruct, w, 2 + vec->components);
    return w[1];
}

static uint32_t construct(Emitter *e, const Type *t, const uint32_t *parts, uint32_t n)
{
    SpvWords w = {0};
    vec_reserve(e->a, &w, 2 + n);
    vec_push(e->a, &w, type_id(e, t));
    uint32_t id = spv_new_id(&e->b);
    vec_push(e->a, &w, id);
    for (uint32_t i = 0; i < n; i++)
        vec_push(e->a, &w, parts[i]);
    emit_op_words(e, SpvOpCompositeConstruct, w.data, w.len);
    return id;
}

/* ---- conversions ---- */

static uint32_t zero_or_one(Emitter *e, const Type *scalar, int one)
{
    ConstValue *v = const_zero(e->a, scalar, 1);
    if (one)
        v->comps[0] = scalar->kind == TY_FLOAT ? (Scalar){.f = 1.0} : (Scalar){.u = 1};
    return emit_constant(e, v);
}

/* A constant of `t` (scalar or vector) with every component 0 or 1. */
static uint32_t filled(Emitter *e, const Type *t, int one)
{
    const Type *s = type_scalar_of(t);
    uint32_t c = zero_or_one(e, s, one);
    if (t->kind != TY_VECTOR)
        return c;
    uint32_t parts[4] = {c, c, c, c};
    return spv_unique(&e->b, SpvOpConstantComposite, type_id(e, t), parts, t->components);
}

uint32_t emit_convert(Emitter *e, uint32_t v, const Type *from, const Type *to)
{
    if (from == to)
        return v;
    if (to->kind == TY_MATRIX) {
        uint32_t cols[4];
        for (uint32_t i = 0; i < to->components; i++)
            cols[i] = emit_convert(e, extract(e, from->elem, v, i), from->elem, to->elem);
        return construct(e, to, cols, to->components);
    }
    if (to->kind == TY_COOPMAT) { /* fcoopmatNV<16, ...>(fcoopmatNV<32, ...>): the matrix at once */
        const Type *f = from->elem, *s = to->elem;
        SpvOp op = f->kind == TY_FLOAT ? (s->kind == TY_FLOAT ? SpvOpFConvert
                                          : s->is_signed ? SpvOpConvertFToS : SpvOpConvertFToU)
                   : s->kind == TY_FLOAT ? (f->is_signed ? SpvOpConvertSToF : SpvOpConvertUToF)
                   : f->width == s->width ? SpvOpBitcast : f->is_signed ? SpvOpSConvert : SpvOpUConvert;
        return op1(e, op, to, v); /* integer ones keep the signedness (check_coopmat_construct) */
    }
    const Type *fs = type_scalar_of(from), *ts = type_scalar_of(to);
    if (ts->kind == TY_BOOL) {
        SpvOp op = fs->kind == TY_FLOAT ? SpvOpFUnordNotEqual : SpvOpINotEqual;
        return op2(e, op, to, v, filled(e, from, 0));
    }
    if (fs->kind == TY_BOOL) { /* true -> 1, false -> 0 */
        uint32_t one = filled(e, to, 1), zero = filled(e, to, 0), id = spv_new_id(&e->b);
        emit_op(e, SpvOpSelect, 5, type_id(e, to), id, v, one, zero);
        return id;
    }
    if (fs->kind == TY_FLOAT && ts->kind == TY_FLOAT)
        return op1(e, SpvOpFConvert, to, v);
    if (fs->kind == TY_FLOAT)
        return op1(e, ts->is_signed ? SpvOpConvertFToS : SpvOpConvertFToU, to, v);
    if (ts->kind == TY_FLOAT)
        return op1(e, fs->is_signed ? SpvOpConvertSToF : SpvOpConvertUToF, to, v);
    if (fs->width == ts->width)
        return op1(e, SpvOpBitcast, to, v);
    /* SConvert and UConvert keep the signedness; a bitcast changes it after. */
    const Type *widened = type_with_scalar(e->tt, to, type_int(e->tt, ts->width, fs->is_signed));
    v = op1(e, fs->is_signed ? SpvOpSConvert : SpvOpUConvert, widened, v);
    return widened == to ? v : op1(e, SpvOpBitcast, to, v);
}

/* ---- l-values ---- */

static uint32_t access(Emitter *e, const LValue *base, const Type *t, uint32_t index)
{
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpAccessChain, 4, emit_pointer_type(e, base->storage, t, base->layout), id, base->ptr, index);
    return id;
}

/* Whether a value is not dynamically uniform: nonuniformEXT(x), a
 * variable qualified nonuniformEXT, or anything computed from one. */
static int is_nonuniform(const Node *n)
{
    if (!n)
        return 0;
    switch (n->kind) {
    case ND_CALL:
        if (!n->builtin && !n->sym && strcmp(n->name, "nonuniformEXT") == 0)
            return 1;
        break;
    case ND_IDENT:
        return n->sym && (n->sym->flags & QF_NONUNIFORM);
    case ND_ASSIGN:
        return is_nonuniform(n->rhs);
    default:
        break;
    }
    if (is_nonuniform(node_lhs(n)) || (n->kind != ND_ASSIGN && is_nonuniform(node_rhs(n))))
        return 1;
    for (size_t i = 0; i < node_arg_count(n); i++)
        if (is_nonuniform(n->args.data[i]))
            return 1;
    return 0;
}

/* is_nonuniform where a value may be non-uniform at all: only a word
 * spelled nonuniformEXT makes one (Glsl.saw_nonuniform), and most shaders
 * have none, so that the walk of every index expression is skipped. */
static int nonuniform_value(const Emitter *e, const Node *n)
{
    return e->g->saw_nonuniform && is_nonuniform(n);
}

/* The capability that indexing an array of these descriptors with a
 * non-uniform index asks for. */
static uint32_t nonuniform_indexing_capability(const Type *elem, int buffer_block)
{
    if (elem->kind == TY_STRUCT)
        return buffer_block ? SpvCapabilityStorageBufferArrayNonUniformIndexing
                            : SpvCapabilityUniformBufferArrayNonUniformIndexing;
    if (elem->kind != TY_OPAQUE)
        return 0;
    BaseType b = TYPE_BASE(elem->opaque);
    int buffer = TYPE_DIM(elem->opaque) == DIM_BUFFER;
    if (b == BT_SUBPASS)
        return SpvCapabilityInputAttachmentArrayNonUniformIndexing;
    if (b == BT_IMAGE)
        return buffer ? SpvCapabilityStorageTexelBufferArrayNonUniformIndexing
                      : SpvCapabilityStorageImageArrayNonUniformIndexing;
    if (b == BT_SAMPLER || b == BT_TEXTURE)
        return buffer ? SpvCapabilityUniformTexelBufferArrayNonUniformIndexing
                      : SpvCapabilitySampledImageArrayNonUniformIndexing;
    return 0;
}

/* Arrays of input attachments and texel buffers indexed at run time need
 * a capability of their own (SPV_EXT_descriptor_indexing); the other
 * descriptor arrays need none. */
static void require_dynamic_indexing(Emitter *e, const Type *elem)
{
    BaseType b = TYPE_BASE(elem->opaque);
    int buffer = TYPE_DIM(elem->opaque) == DIM_BUFFER;
    uint32_t cap = b == BT_SUBPASS ? SpvCapabilityInputAttachmentArrayDynamicIndexing
                   : buffer && b == BT_IMAGE ? SpvCapabilityStorageTexelBufferArrayDynamicIndexing
                   : buffer && (b == BT_SAMPLER || b == BT_TEXTURE) ? SpvCapabilityUniformTexelBufferArrayDynamicIndexing
                   : 0;
    if (!cap)
        return;
    spv_require_capability(&e->b, cap);
    /* Core from SPIR-V 1.5, yet Vulkan environments take these capabilities
     * only with the extension named (spirv-val agrees): name it always. */
    spv_require_extension(&e->b, "SPV_EXT_descriptor_indexing");
}

void emit_nonuniform(Emitter *e, uint32_t id)
{
    if (id)
        emit_decorate(e, id, SpvDecorationNonUniform, 0);
}

static int symbol_lvalue(Emitter *e, Symbol *s, LValue *lv)
{
    memset(lv, 0, sizeof *lv);
    if ((s->flags & QF_CONST) && s->value)
        return 0; /* constants live in no variable: their value is made where used */
    if (s->kind == SYM_BLOCK_MEMBER) {
        LValue block;
        if (!symbol_lvalue(e, s->block, &block))
            return 0;
        *lv = block;
        lv->type = s->type;
        lv->mem_flags = s->flags;
        lv->ptr = access(e, &block, s->type, emit_int_constant(e, (int32_t)s->member));
        if (s->builtin >= 0)
            emit_builtin_used(e, s->builtin);
        return 1;
    }
    if (s->is_global)
        emit_global(e, s);
    else if (!s->spv_storage && !s->spv_image_param) /* UniformConstant is 0 */
        s->spv_storage = SpvStorageClassFunction;
    lv->ptr = s->id;
    lv->type = s->type;
    lv->storage = s->spv_storage;
    lv->buffer_block = s->storage == SQ_BUFFER;
    lv->mem_flags = s->flags;
    /* A helper's status changes at demote: the Vulkan memory model wants every read volatile. */
    lv->volatile_load = s->builtin == SpvBuiltInHelperInvocation && e->vulkan_memory_model;
    lv->layout = (BlockLayout)s->spv_layout;
    return lv->ptr != 0;
}

/* Swizzled l-values (GLSL 4.60 §5.5, §5.8): `lv` points at a whole vector and
 * names some of its components. A swizzle or an index applied to it picks
 * among those, so c.wzyx[2] and c.xzy.z are both c.y, whatever the l-value
 * form (assignment, op=, ++, out arguments) and wherever the vector is. */

/* A pointer to component `comp` (an id) of the vector `lv` points at. */
static void point_at_component(Emitter *e, LValue *lv, uint32_t comp)
{
    LValue whole = *lv;
    lv->type = whole.type->elem;
    lv->swizzle_len = 0;
    lv->ptr = access(e, &whole, lv->type, comp);
    emit_access_align(e, lv, whole.type, -1);
}

/* Narrows `lv` to the components `pick` names, as positions in its swizzle
 * (or in the vector when it has none); one component is a pointer to it. */
static void compose_swizzle(Emitter *e, LValue *lv, const uint8_t *pick, int len)
{
    uint8_t now[4];
    for (int i = 0; i < len; i++)
        now[i] = lv->swizzle_len ? lv->swizzle[pick[i]] : pick[i];
    if (len == 1) {
        point_at_component(e, lv, emit_int_constant(e, now[0]));
        return;
    }
    lv->swizzle_len = (uint8_t)len;
    memcpy(lv->swizzle, now, (size_t)len);
}

/* lv[index] of a swizzled l-value: a constant index is one component of the
 * swizzle; another picks its component from them at run time. */
static int index_swizzle(Emitter *e, LValue *lv, Node *index)
{
    if (index->cval && !index->spec) {
        uint8_t k = (uint8_t)index->cval->comps[0].u;
        if (k >= lv->swizzle_len)
            return 0;
        compose_swizzle(e, lv, &k, 1);
        return 1;
    }
    const Type *ut = type_vector(e->tt, e->tt->uint_, lv->swizzle_len);
    uint32_t comps[4];
    for (int i = 0; i < lv->swizzle_len; i++)
        comps[i] = emit_uint_constant(e, lv->swizzle[i]);
    uint32_t table = spv_unique(&e->b, SpvOpConstantComposite, type_id(e, ut), comps, lv->swizzle_len);
    uint32_t comp = spv_new_id(&e->b);
    emit_op(e, SpvOpVectorExtractDynamic, 4, type_id(e, e->tt->uint_), comp, table, emit_expr(e, index));
    point_at_component(e, lv, comp);
    return 1;
}

/* Each step narrows the l-value of the step below, built in place in `lv`
 * (a copy per step of data[i].v.xy was most of an access's cost); what
 * the step needs of the one below is read before it is overwritten. */
int emit_lvalue(Emitter *e, Node *n, LValue *lv)
{
    switch (n->kind) {
    case ND_IDENT:
        return n->sym && symbol_lvalue(e, n->sym, lv);
    case ND_INDEX: {
        if (n->lhs->ty->kind == TY_REFERENCE)
            return 0; /* pointer arithmetic: a value (rvalue_index) */
        if (!emit_lvalue(e, n->lhs, lv))
            return 0;
        if (lv->swizzle_len)
            return index_swizzle(e, lv, n->rhs);
        uint32_t index = emit_expr(e, n->rhs);
        const Type *base_type = lv->type;
        /* An element of an image array parameter has the type of its function's copy (emit_stmt.c). */
        lv->type = base_type->kind == TY_ARRAY ? base_type->elem : n->ty;
        lv->ptr = access(e, lv, lv->type, index); /* (reads the storage class and layout, unchanged) */
        emit_access_align(e, lv, base_type, -1);
        if (!lv->nonuniform && nonuniform_value(e, n->rhs)) {
            lv->nonuniform = 1;
            uint32_t cap = base_type->kind == TY_ARRAY ? nonuniform_indexing_capability(n->ty, lv->buffer_block) : 0;
            if (cap && (lv->storage == SpvStorageClassUniformConstant || lv->storage == SpvStorageClassUniform ||
                        lv->storage == SpvStorageClassStorageBuffer))
                spv_require_capability(&e->b, cap);
        }
        if (lv->nonuniform)
            emit_nonuniform(e, lv->ptr);
        if (!n->rhs->cval && lv->storage == SpvStorageClassUniformConstant && n->ty->kind == TY_OPAQUE)
            require_dynamic_indexing(e, n->ty);
        return 1;
    }
    case ND_FIELD: {
        if (n->lhs->ty->kind == TY_REFERENCE ? !emit_deref(e, n->lhs, lv) : !emit_lvalue(e, n->lhs, lv))
            return 0;
        const Type *base_type = lv->type;
        if (n->swizzle_len == 1 && base_type->kind != TY_VECTOR)
            return 1; /* s.x is s itself: i.x++ */
        if (n->swizzle_len && base_type->kind != TY_VECTOR)
            return 0; /* a swizzle of a scalar (s.xxx) is a value, made by rvalue_field */
        if (n->swizzle_len) {
            compose_swizzle(e, lv, n->swizzle, n->swizzle_len);
            return 1;
        }
        lv->type = n->ty;
        lv->ptr = access(e, lv, n->ty, emit_int_constant(e, (int32_t)n->member));
        emit_access_align(e, lv, base_type, (int)n->member);
        if (base_type->kind == TY_STRUCT)
            lv->mem_flags |= base_type->fields[n->member].flags;
        if (lv->nonuniform)
            emit_nonuniform(e, lv->ptr);
        if (base_type->kind == TY_STRUCT && base_type->fields[n->member].builtin >= 0)
            emit_builtin_used(e, base_type->fields[n->member].builtin); /* gl_in[i].gl_ClipDistance */
        return 1;
    }
    default:
        return 0;
    }
}

/* A laid-out value (in a block) read into the plain type of the same
 * shape: aggregates element by element, bools from the uints memory holds. */
/* Aggregates are copied between layouts and compared element by element:
 * past this many scalars that is refused rather than unrolled for ever. */
#define MAX_UNROLLED 65536u

static int unrollable(Emitter *e, const Type *t, const char *what)
{
    if (type_flat_count(t) <= MAX_UNROLLED)
        return 1;
    glsl_error(e->g, e->at, "%s a whole '%s' takes one instruction per element, %llu of them: "
               "more than glspv unrolls (%u); do it in a loop", what, type_name(e->a, t),
               (unsigned long long)type_flat_count(t), MAX_UNROLLED);
    return 0;
}

static uint32_t relayout(Emitter *e, uint32_t v, const Type *t, BlockLayout from)
{
    if (from == LAYOUT_NONE)
        return v;
    if ((t->kind == TY_STRUCT || t->kind == TY_ARRAY) && !unrollable(e, t, "copying"))
        return v;
    if (type_is_boolean(t))
        return op2(e, SpvOpINotEqual, t, v, filled(e, type_with_scalar(e->tt, t, e->tt->uint_), 0));
    if (t->kind != TY_STRUCT && t->kind != TY_ARRAY)
        return v;
    uint32_t n = t->kind == TY_STRUCT ? t->field_count : t->length;
    uint32_t *parts = arena_alloc(e->a, (n + 1) * sizeof *parts);
    for (uint32_t i = 0; i < n; i++) {
        const Type *et = t->kind == TY_STRUCT ? t->fields[i].type : t->elem;
        uint32_t id = spv_new_id(&e->b);
        emit_op(e, SpvOpCompositeExtract, 4, emit_type(e, et, from), id, v, i);
        parts[i] = relayout(e, id, et, from);
    }
    return construct(e, t, parts, n);
}

uint32_t emit_load(Emitter *e, const LValue *lv)
{
    uint32_t id = spv_new_id(&e->b);
    uint32_t load[8] = {emit_type(e, lv->type, lv->layout), id, lv->ptr};
    size_t n = emit_memory_operands(e, lv, 0, load + 3);
    emit_op_words(e, SpvOpLoad, load, 3 + n);
    if (lv->nonuniform)
        emit_nonuniform(e, id);
    if (lv->layout != LAYOUT_NONE) /* (relayout's own first test, before the call) */
        id = relayout(e, id, lv->type, lv->layout);
    if (!lv->swizzle_len)
        return id;
    const Type *result = type_vector(e->tt, lv->type->elem, lv->swizzle_len);
    if (lv->swizzle_len == 1)
        return extract(e, result, id, lv->swizzle[0]);
    uint32_t w[8] = {type_id(e, result), spv_new_id(&e->b), id, id};
    for (int i = 0; i < lv->swizzle_len; i++)
        w[4 + i] = lv->swizzle[i];
    emit_op_words(e, SpvOpVectorShuffle, w, 4 + lv->swizzle_len);
    return w[1];
}

void emit_store(Emitter *e, const LValue *lv, uint32_t value)
{
    const Type *t = lv->type;
    if (lv->swizzle_len) {
        /* Load the vector, shuffle the new components in, store it back. */
        LValue whole = *lv;
        whole.swizzle_len = 0;
        uint32_t old = emit_load(e, &whole);
        uint32_t w[8] = {type_id(e, t), spv_new_id(&e->b), old, value};
        for (uint32_t i = 0; i < t->components; i++)
            w[4 + i] = i;
        for (int i = 0; i < lv->swizzle_len; i++)
            w[4 + lv->swizzle[i]] = t->components + (uint32_t)i;
        emit_op_words(e, SpvOpVectorShuffle, w, 4 + t->components);
        emit_store(e, &whole, w[1]);
        return;
    }
    if (lv->layout != LAYOUT_NONE && type_is_boolean(t)) {
        /* bools are stored as uints in memory others can see */
        const Type *ut = type_with_scalar(e->tt, t, e->tt->uint_);
        uint32_t id = spv_new_id(&e->b);
        emit_op(e, SpvOpSelect, 5, type_id(e, ut), id, value, filled(e, ut, 1), filled(e, ut, 0));
        value = id;
    }
    if (lv->layout != LAYOUT_NONE && (t->kind == TY_STRUCT || t->kind == TY_ARRAY) && !unrollable(e, t, "storing"))
        return;
    if (lv->layout != LAYOUT_NONE && (t->kind == TY_STRUCT || t->kind == TY_ARRAY)) {
        /* Plain values go into laid-out memory element by element. */
        uint32_t n = t->kind == TY_STRUCT ? t->field_count : t->length;
        for (uint32_t i = 0; i < n; i++) {
            const Type *et = t->kind == TY_STRUCT ? t->fields[i].type : t->elem;
            LValue elem = *lv;
            elem.type = et;
            elem.ptr = access(e, lv, et, emit_int_constant(e, (int32_t)i));
            emit_access_align(e, &elem, t, (int)i);
            if (t->kind == TY_STRUCT)
                elem.mem_flags |= t->fields[i].flags;
            emit_store(e, &elem, extract(e, et, value, i));
        }
        return;
    }
    uint32_t store[8] = {lv->ptr, value};
    size_t n = emit_memory_operands(e, lv, 1, store + 2);
    emit_op_words(e, SpvOpStore, store, 2 + n);
}

/* ---- operators ---- */

/* The opcode of an arithmetic or bitwise operator for scalar kind `s`. */
SpvOp emit_arithmetic_op(TokKind op, const Type *s)
{
    int f = s->kind == TY_FLOAT, sg = s->kind == TY_INT && s->is_signed;
    switch (op) {
    case TK_PLUS: return f ? SpvOpFAdd : SpvOpIAdd;
    case TK_MINUS: return f ? SpvOpFSub : SpvOpISub;
    case TK_STAR: return f ? SpvOpFMul : SpvOpIMul;
    case TK_SLASH: return f ? SpvOpFDiv : sg ? SpvOpSDiv : SpvOpUDiv;
    case TK_PERCENT: return sg ? SpvOpSMod : SpvOpUMod; /* as glslang: the sign of the divisor */
    case TK_AMP: return SpvOpBitwiseAnd;
    case TK_PIPE: return SpvOpBitwiseOr;
    case TK_CARET: return SpvOpBitwiseXor;
    case TK_SHL: return SpvOpShiftLeftLogical;
    case TK_SHR: return sg ? SpvOpShiftRightArithmetic : SpvOpShiftRightLogical;
    default: return SpvOpNop;
    }
}

SpvOp emit_compare_op(TokKind op, const Type *s)
{
    int f = s->kind == TY_FLOAT, sg = s->kind == TY_INT && s->is_signed, b = s->kind == TY_BOOL;
    switch (op) {
    case TK_LT: return f ? SpvOpFOrdLessThan : sg ? SpvOpSLessThan : SpvOpULessThan;
    case TK_GT: return f ? SpvOpFOrdGreaterThan : sg ? SpvOpSGreaterThan : SpvOpUGreaterThan;
    case TK_LE: return f ? SpvOpFOrdLessThanEqual : sg ? SpvOpSLessThanEqual : SpvOpULessThanEqual;
    case TK_GE: return f ? SpvOpFOrdGreaterThanEqual : sg ? SpvOpSGreaterThanEqual : SpvOpUGreaterThanEqual;
    case TK_EQ: return f ? SpvOpFOrdEqual : b ? SpvOpLogicalEqual : SpvOpIEqual;
    case TK_NE: return f ? SpvOpFUnordNotEqual : b ? SpvOpLogicalNotEqual : SpvOpINotEqual;
    default: return SpvOpNop;
    }
}

/* a == b or a != b on any type: component-wise, combined with all/any. */
static uint32_t equality(Emitter *e, TokKind op, const Type *t, uint32_t a, uint32_t b)
{
    const Type *bool_ = e->tt->bool_;
    if (type_is_scalar(t))
        return op2(e, emit_compare_op(op, t), bool_, a, b);
    if (t->kind == TY_VECTOR) {
        uint32_t v = op2(e, emit_compare_op(op, t->elem), type_vector(e->tt, bool_, t->components), a, b);
        return op1(e, op == TK_EQ ? SpvOpAll : SpvOpAny, bool_, v);
    }
    if (!unrollable(e, t, "comparing"))
        return 0;
    uint32_t n = t->kind == TY_MATRIX ? t->components : t->kind == TY_STRUCT ? t->field_count : t->length;
    uint32_t result = 0;
    for (uint32_t i = 0; i < n; i++) {
        const Type *et = t->kind == TY_STRUCT ? t->fields[i].type : t->elem;
        uint32_t r = equality(e, op, et, extract(e, et, a, i), extract(e, et, b, i));
        result = result ? op2(e, op == TK_EQ ? SpvOpLogicalAnd : SpvOpLogicalOr, bool_, result, r) : r;
    }
    return result;
}

/* lhs OP rhs for arithmetic and bitwise operators, shapes as the checker
 * typed them (the result type is `t`). */
static uint32_t arithmetic(Emitter *e, TokKind op, const Type *t, const Type *lt, uint32_t a, const Type *rt,
                           uint32_t b)
{
    /* The commonest shape, both operands of the result's scalar or vector
     * type: what the cases below come to for it, without their tests. */
    if (lt == t && rt == t && t->kind >= TY_INT && t->kind <= TY_VECTOR)
        return op2(e, emit_arithmetic_op(op, type_scalar_of(t)), t, a, b);
    if (lt->kind == TY_REFERENCE || rt->kind == TY_REFERENCE)
        return emit_reference_arithmetic(e, op, lt, a, rt, b, t);
    if (t->kind == TY_COOPMAT) { /* + - / of two matrices, * by a scalar */
        if (op == TK_STAR)
            return lt->kind == TY_COOPMAT ? op2(e, SpvOpMatrixTimesScalar, t, a, b)
                                          : op2(e, SpvOpMatrixTimesScalar, t, b, a);
        return op2(e, emit_arithmetic_op(op, t->elem), t, a, b);
    }
    if (op == TK_STAR) {
        if (lt->kind == TY_MATRIX && rt->kind == TY_VECTOR)
            return op2(e, SpvOpMatrixTimesVector, t, a, b);
        if (lt->kind == TY_VECTOR && rt->kind == TY_MATRIX)
            return op2(e, SpvOpVectorTimesMatrix, t, a, b);
        if (lt->kind == TY_MATRIX && rt->kind == TY_MATRIX)
            return op2(e, SpvOpMatrixTimesMatrix, t, a, b);
        if (lt->kind == TY_MATRIX && type_is_scalar(rt))
            return op2(e, SpvOpMatrixTimesScalar, t, a, b);
        if (rt->kind == TY_MATRIX && type_is_scalar(lt))
            return op2(e, SpvOpMatrixTimesScalar, t, b, a);
        if (type_is_floating(t) && lt->kind == TY_VECTOR && type_is_scalar(rt))
            return op2(e, SpvOpVectorTimesScalar, t, a, b);
        if (type_is_floating(t) && rt->kind == TY_VECTOR && type_is_scalar(lt))
            return op2(e, SpvOpVectorTimesScalar, t, b, a);
    }
    if (t->kind == TY_MATRIX) {
        /* Component-wise on matrices: column by column. */
        uint32_t cols[4];
        for (uint32_t i = 0; i < t->components; i++) {
            uint32_t ca = lt->kind == TY_MATRIX ? extract(e, t->elem, a, i) : splat(e, t->elem, a);
            uint32_t cb = rt->kind == TY_MATRIX ? extract(e, t->elem, b, i) : splat(e, t->elem, b);
            cols[i] = op2(e, emit_arithmetic_op(op, t->elem->elem), t->elem, ca, cb);
        }
        return construct(e, t, cols, t->components);
    }
    if (op != TK_SHL && op != TK_SHR) {
        if (t->kind == TY_VECTOR && type_is_scalar(lt))
            a = splat(e, t, a);
        if (t->kind == TY_VECTOR && type_is_scalar(rt))
            b = splat(e, t, b);
    } else if (t->kind == TY_VECTOR && type_is_scalar(rt)) {
        b = splat(e, type_vector(e->tt, rt, t->components), b);
    }
    return op2(e, emit_arithmetic_op(op, type_scalar_of(t)), t, a, b);
}

/* && and || only evaluate the right side when needed. */
static uint32_t short_circuit(Emitter *e, Node *n)
{
    uint32_t a = emit_expr(e, n->lhs);
    uint32_t from = e->label, rhs_label = emit_new_label(e), merge = emit_new_label(e);
    emit_op(e, SpvOpSelectionMerge, 2, merge, SpvSelectionControlNoneMask);
    if (n->op == TK_ANDAND)
        emit_op(e, SpvOpBranchConditional, 3, a, rhs_label, merge);
    else
        emit_op(e, SpvOpBranchConditional, 3, a, merge, rhs_label);
    emit_label(e, rhs_label);
    uint32_t b = emit_expr(e, n->rhs);
    uint32_t rhs_end = e->label;
    emit_branch(e, merge);
    emit_label(e, merge);
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpPhi, 6, type_id(e, e->tt->bool_), id, a, from, b, rhs_end);
    return id;
}

static uint32_t binary(Emitter *e, Node *n)
{
    if (n->op == TK_ANDAND || n->op == TK_OROR)
        return short_circuit(e, n);
    uint32_t a = emit_expr(e, n->lhs);
    if (n->op == TK_COMMA)
        return emit_expr(e, n->rhs);
    uint32_t b = emit_expr(e, n->rhs);
    const Type *lt = n->lhs->ty, *rt = n->rhs->ty;
    switch (n->op) {
    case TK_XORXOR: return op2(e, SpvOpLogicalNotEqual, n->ty, a, b);
    case TK_EQ: case TK_NE: return equality(e, n->op, lt, a, b);
    case TK_LT: case TK_GT: case TK_LE: case TK_GE: return op2(e, emit_compare_op(n->op, lt), n->ty, a, b);
    default: return arithmetic(e, n->op, n->ty, lt, a, rt, b);
    }
}

static uint32_t increment(Emitter *e, Node *n)
{
    LValue lv;
    if (!emit_lvalue(e, n->lhs, &lv))
        return 0;
    uint32_t old = emit_load(e, &lv);
    const Type *t = n->ty;
    uint32_t one = filled(e, t->kind == TY_MATRIX ? t->elem : t, 1);
    uint32_t now = arithmetic(e, n->op == TK_INC ? TK_PLUS : TK_MINUS, t, t, old,
                              t->kind == TY_MATRIX ? t->elem->elem : t, t->kind == TY_MATRIX ? zero_or_one(e, t->elem->elem, 1) : one);
    emit_store(e, &lv, now);
    return n->kind == ND_POSTFIX ? old : now;
}

static uint32_t unary(Emitter *e, Node *n)
{
    if (n->op == TK_INC || n->op == TK_DEC)
        return increment(e, n);
    uint32_t v = emit_expr(e, n->lhs);
    const Type *t = n->ty;
    switch (n->op) {
    case TK_PLUS: return v;
    case TK_BANG: return op1(e, SpvOpLogicalNot, t, v);
    case TK_TILDE: return op1(e, SpvOpNot, t, v);
    default:
        if (t->kind == TY_MATRIX) {
            uint32_t cols[4];
            for (uint32_t i = 0; i < t->components; i++)
                cols[i] = op1(e, SpvOpFNegate, t->elem, extract(e, t->elem, v, i));
            return construct(e, t, cols, t->components);
        }
        if (t->kind == TY_COOPMAT)
            return op1(e, t->elem->kind == TY_FLOAT ? SpvOpFNegate : SpvOpSNegate, t, v);
        return op1(e, type_is_floating(t) ? SpvOpFNegate : SpvOpSNegate, t, v);
    }
}

/* Whether an l-value is (part of) a precise variable. */
static int is_precise(const Node *n)
{
    while (n->kind == ND_INDEX || n->kind == ND_FIELD)
        n = n->lhs;
    return n->kind == ND_IDENT && n->sym && (n->sym->flags & QF_PRECISE);
}

static uint32_t assign(Emitter *e, Node *n)
{
    LValue lv;
    if (!emit_lvalue(e, n->lhs, &lv))
        return 0;
    int outer = e->precise;
    e->precise |= is_precise(n->lhs);
    uint32_t value;
    if (n->op == TK_ASSIGN) {
        value = emit_expr(e, n->rhs);
    } else {
        uint32_t old = emit_load(e, &lv);
        uint32_t r = emit_expr(e, n->rhs);
        TokKind op = n->op == TK_ADD_ASSIGN ? TK_PLUS : n->op == TK_SUB_ASSIGN ? TK_MINUS :
                     n->op == TK_MUL_ASSIGN ? TK_STAR : n->op == TK_DIV_ASSIGN ? TK_SLASH :
                     n->op == TK_MOD_ASSIGN ? TK_PERCENT : n->op == TK_SHL_ASSIGN ? TK_SHL :
                     n->op == TK_SHR_ASSIGN ? TK_SHR : n->op == TK_AND_ASSIGN ? TK_AMP :
                     n->op == TK_XOR_ASSIGN ? TK_CARET : TK_PIPE;
        value = arithmetic(e, op, n->ty, n->lhs->ty, old, n->rhs->ty, r);
        /* a op= b computes at the higher of both precisions */
        uint8_t p = n->lhs->precision > n->rhs->precision ? n->lhs->precision : n->rhs->precision;
        if (n->lhs->precision == PREC_LOW || n->lhs->precision == PREC_MEDIUM)
            emit_relaxed(e, old);
        if (p == PREC_LOW || p == PREC_MEDIUM)
            emit_relaxed(e, value);
    }
    e->precise = outer;
    emit_store(e, &lv, value);
    return value;
}

/* cond ? a : b, evaluating only the side taken. */
static uint32_t ternary(Emitter *e, Node *n)
{
    uint32_t c = emit_expr(e, n->cond);
    uint32_t then_label = emit_new_label(e), else_label = emit_new_label(e), merge = emit_new_label(e);
    emit_op(e, SpvOpSelectionMerge, 2, merge, SpvSelectionControlNoneMask);
    emit_op(e, SpvOpBranchConditional, 3, c, then_label, else_label);
    emit_label(e, then_label);
    uint32_t a = emit_expr(e, n->lhs), a_end = e->label;
    emit_branch(e, merge);
    emit_label(e, else_label);
    uint32_t b = emit_expr(e, n->rhs), b_end = e->label;
    emit_branch(e, merge);
    emit_label(e, merge);
    if (n->ty->kind == TY_VOID)
        return 0; /* cond ? f() : g() with void functions: no value to merge */
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpPhi, 6, type_id(e, n->ty), id, a, a_end, b, b_end);
    return id;
}

/* ---- constructors ---- */

/* Appends the scalar components of value `v` (of type `t`) to `out`. */
static void components(Emitter *e, uint32_t v, const Type *t, const Type *scalar, SpvWords *out)
{
    if (type_is_scalar(t)) {
        vec_push(e->a, out, emit_convert(e, v, t, scalar));
        return;
    }
    if (t->kind == TY_VECTOR) {
        for (uint32_t i = 0; i < t->components; i++)
            vec_push(e->a, out, emit_convert(e, extract(e, t->elem, v, i), t->elem, scalar));
        return;
    }
    for (uint32_t i = 0; i < t->components; i++) /* matrix: column-major */
        components(e, extract(e, t->elem, v, i), t->elem, scalar, out);
}

static uint32_t construct_matrix_from_matrix(Emitter *e, const Type *t, uint32_t m, const Type *mt)
{
    /* The overlapping part is copied; the rest is the identity. */
    const Type *s = t->elem->elem;
    uint32_t cols[4];
    for (uint32_t c = 0; c < t->components; c++) {
        uint32_t parts[4];
        for (uint32_t r = 0; r < t->rows; r++) {
            if (c < mt->components && r < mt->rows)
                parts[r] = emit_convert(e, extract(e, mt->elem->elem, extract(e, mt->elem, m, c), r),
                                        mt->elem->elem, s);
            else
                parts[r] = zero_or_one(e, s, r == c);
        }
        cols[c] = construct(e, t->elem, parts, t->rows);
    }
    return construct(e, t, cols, t->components);
}

static uint32_t construct_value(Emitter *e, Node *n)
{
    const Type *t = n->ty;
    size_t count = n->args.len;
    if (t->kind == TY_OPAQUE && count == 2 && e->g->opts->auto_combined_image_sampler)
        return emit_expr(e, n->args.data[0]); /* sampler2D(t, s): t is the combined sampler already */
    if (n->kind == ND_INIT_LIST && !count) /* {} not folded (a huge array): every component zero */
        return spv_unique(&e->b, SpvOpConstantNull, emit_type(e, t, LAYOUT_NONE), NULL, 0);
    uint32_t *args = arena_alloc(e->a, (count + 1) * sizeof *args);
    for (size_t i = 0; i < count; i++)
        args[i] = emit_expr(e, n->args.data[i]);
    if (t->kind == TY_REFERENCE || (count == 1 && n->args.data[0]->ty->kind == TY_REFERENCE))
        return emit_reference_convert(e, args[0], n->args.data[0]->ty, t);
    if (t->kind == TY_ARRAY || t->kind == TY_STRUCT)
        return construct(e, t, args, (uint32_t)count); /* arguments already converted by the checker */
    if (t->kind == TY_COOPMAT) /* from a matrix (converted already) or filled with a scalar */
        return n->args.data[0]->ty == t ? args[0] : construct(e, t, args, 1);
    if (t->kind == TY_OPAQUE && TYPE_BASE(t->opaque) == BT_ACCEL_STRUCT)
        return op1(e, SpvOpConvertUToAccelerationStructureKHR, t, args[0]);
    if (t->kind == TY_OPAQUE) { /* sampler2D(texture, sampler) */
        uint32_t id = op2(e, SpvOpSampledImage, t, args[0], args[1]);
        if (nonuniform_value(e, n))
            emit_nonuniform(e, id); /* sampler2D(textures[nonuniformEXT(i)], s) */
        return id;
    }
    const Type *s = type_scalar_of(t);
    const Type *a0 = n->args.data[0]->ty;
    if (type_is_scalar(t)) {
        uint32_t first = type_is_scalar(a0) ? args[0] : extract(e, type_scalar_of(a0),
                                                                a0->kind == TY_MATRIX ? extract(e, a0->elem, args[0], 0)
                                                                                      : args[0], 0);
        return emit_convert(e, first, type_scalar_of(a0), t);
    }
    if (count == 1 && type_is_scalar(a0)) {
        uint32_t v = emit_convert(e, args[0], a0, s);
        if (t->kind == TY_VECTOR)
            return splat(e, t, v);
        /* A matrix from one scalar: that value on the diagonal. */
        uint32_t cols[4];
        for (uint32_t c = 0; c < t->components; c++) {
            uint32_t parts[4];
            for (uint32_t r = 0; r < t->rows; r++)
                parts[r] = r == c ? v : zero_or_one(e, s, 0);
            cols[c] = construct(e, t->elem, parts, t->rows);
        }
        return construct(e, t, cols, t->components);
    }
    if (count == 1 && t->kind == TY_MATRIX && a0->kind == TY_MATRIX)
        return construct_matrix_from_matrix(e, t, args[0], a0);
    SpvWords comps = {0};
    for (size_t i = 0; i < count; i++)
        components(e, args[i], n->args.data[i]->ty, s, &comps);
    if (t->kind == TY_VECTOR)
        return construct(e, t, comps.data, t->components);
    uint32_t cols[4];
    for (uint32_t c = 0; c < t->components; c++)
        cols[c] = construct(e, t->elem, comps.data + c * t->rows, t->rows);
    return construct(e, t, cols, t->components);
}

/* ---- calls ---- */

/* Arguments of user functions pass through temporaries (copy-in, copy-out),
 * as glslang does: parameters are pointers to Function variables; an out
 * argument of another type takes the converted value back. All
 * arguments are evaluated left to right before the call, out and inout
 * ones as l-values whose place (index included) is fixed then. */
static uint32_t user_call(Emitter *e, Node *n)
{
    Symbol *fn = n->sym;
    if (fn->spirv_instruction)
        return emit_spirv_call(e, n);
    size_t count = n->args.len;
    /* The arena keeps what a call takes until the end: the parameter types
     * are copied, and the places of out arguments made, only where needed. */
    const Type **types = (const Type **)fn->param_types;
    uint8_t *by_variable = NULL;
    uint32_t callee;
    if (emit_has_image_parameter(fn)) {
        types = arena_alloc(e->a, (count + 1) * sizeof *types);
        by_variable = arena_alloc(e->a, count + 1);
        callee = emit_function_clone(e, fn, n, types, by_variable);
    } else {
        callee = emit_function_id(e, fn);
    }
    int any_out = 0;
    for (size_t i = 0; i < count; i++)
        any_out |= fn->param_storage[i] != SQ_IN;
    SpvWords w = {0}; /* the call's words; the temporaries first (zeroed: a dropped sampler's stays 0) */
    w.data = arena_alloc(e->a, (3 + count) * sizeof *w.data);
    w.cap = (uint32_t)(3 + count);
    uint32_t *temps = w.data + 3;
    LValue *places = any_out ? arena_alloc(e->a, count * sizeof *places) : NULL;
    int *has_place = any_out ? arena_alloc(e->a, count * sizeof *has_place) : NULL;
    for (size_t i = 0; i < count; i++) {
        const Node *arg = n->args.data[i];
        if (emit_dropped(e, fn->param_types[i]))
            continue; /* a sampler, under the texture upgrade (taken out of the words below) */
        if (fn->param_types[i]->kind == TY_SPIRV && arg->kind == ND_IDENT && arg->sym && !arg->sym->is_global) {
            /* spirv_type values may have no copies (a ray query): a local
             * variable is passed itself. Elements and members are copied
             * (SPIR-V passes only whole variables by pointer). */
            LValue lv;
            if (emit_lvalue(e, n->args.data[i], &lv) && lv.storage == SpvStorageClassFunction) {
                temps[i] = lv.ptr;
                continue;
            }
        }
        if (by_variable && by_variable[i]) {
            /* An image passed as its variable (emit_stmt.c). */
            LValue lv;
            int ok = emit_lvalue(e, n->args.data[i], &lv) && lv.storage == SpvStorageClassUniformConstant;
            temps[i] = ok ? lv.ptr : 0;
            if (!temps[i])
                glsl_error(e->g, n->args.data[i]->loc, "internal error: an image argument without its variable");
            continue;
        }
        if (emit_is_ray_object(fn->param_types[i]) || emit_is_counter_type(fn->param_types[i])) {
            LValue lv;
            temps[i] = emit_lvalue(e, n->args.data[i], &lv) ? lv.ptr : 0;
            continue;
        }
        temps[i] = emit_local(e, types[i], "param");
        /* The parameter's precision, from the function's symbol: the
         * parameters' own symbols went back with the callee's body. */
        if (fn->param_precision[i] == PREC_LOW || fn->param_precision[i] == PREC_MEDIUM)
            emit_relaxed(e, temps[i]);
        if (fn->param_storage[i] == SQ_IN) {
            emit_op(e, SpvOpStore, 2, temps[i], emit_expr(e, n->args.data[i]));
            continue;
        }
        has_place[i] = emit_lvalue(e, n->args.data[i], &places[i]);
        if (has_place[i] && fn->param_storage[i] == SQ_INOUT)
            emit_op(e, SpvOpStore, 2, temps[i], emit_load(e, &places[i]));
    }
    uint32_t id = spv_new_id(&e->b);
    w.data[0] = type_id(e, fn->type);
    w.data[1] = id;
    w.data[2] = callee;
    uint32_t *call = w.data;
    size_t passed = count;
    if (e->g->opts->auto_combined_image_sampler) { /* without the dropped samplers */
        call = arena_alloc(e->a, (3 + count) * sizeof *call);
        memcpy(call, w.data, 3 * sizeof *call);
        passed = 0;
        for (size_t i = 0; i < count; i++)
            if (!emit_dropped(e, fn->param_types[i]))
                call[3 + passed++] = temps[i];
    }
    emit_op_words(e, SpvOpFunctionCall, call, (uint32_t)(3 + passed));
    for (size_t i = 0; i < count && any_out; i++) {
        if (!has_place[i])
            continue;
        uint32_t v = spv_new_id(&e->b);
        emit_op(e, SpvOpLoad, 3, type_id(e, types[i]), v, temps[i]);
        const Type *arg = n->args.data[i]->ty;
        if (arg != types[i] && fn->param_storage[i] == SQ_OUT)
            v = emit_convert(e, v, types[i], arg); /* §6.1.1: converted on the way back */
        emit_store(e, &places[i], v);
    }
    return id;
}

/* Stores the `index`th member of struct value `pair` into argument `arg`. */
static void store_member(Emitter *e, Node *arg, const Type *t, uint32_t pair, uint32_t index)
{
    LValue lv;
    if (emit_lvalue(e, arg, &lv))
        emit_store(e, &lv, extract(e, t, pair, index));
}

/* A struct of two values of types a and b (the results of ModfStruct,
 * IAddCarry and the like). */
static uint32_t pair_type(Emitter *e, const Type *a, const Type *b)
{
    uint32_t members[2] = {type_id(e, a), type_id(e, b)};
    return spv_unique(&e->b, SpvOpTypeStruct, 0, members, 2);
}

static uint32_t memory_semantics(Emitter *e, uint32_t semantics)
{
    return emit_uint_constant(e, semantics);
}

static uint32_t special_call(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    const Type *t = n->ty;
    uint32_t id;
    switch ((SpecialBuiltin)bc->fn->ops[0]) {
    case SPECIAL_DOT_SCALAR:
        return op2(e, SpvOpFMul, t, args[0], args[1]);
    case SPECIAL_MIX_SELECT:
        id = spv_new_id(&e->b);
        emit_op(e, SpvOpSelect, 5, type_id(e, t), id, args[2], args[1], args[0]);
        return id;
    case SPECIAL_MATRIX_COMP_MULT: {
        uint32_t cols[4];
        for (uint32_t i = 0; i < t->components; i++)
            cols[i] = op2(e, SpvOpFMul, t->elem, extract(e, t->elem, args[0], i), extract(e, t->elem, args[1], i));
        return construct(e, t, cols, t->components);
    }
    case SPECIAL_MODF: case SPECIAL_FREXP: {
        const Type *second = bc->params[1], *wide = second;
        if (bc->fn->ops[0] == SPECIAL_FREXP && type_scalar_of(second)->width != 32)
            wide = type_with_scalar(e->tt, second, e->tt->int_); /* FrexpStruct's exponent is 32-bit */
        uint32_t st = pair_type(e, t, wide);
        id = spv_new_id(&e->b);
        uint32_t inst = bc->fn->ops[0] == SPECIAL_MODF ? GLSLstd450ModfStruct : GLSLstd450FrexpStruct;
        emit_op(e, SpvOpExtInst, 5, st, id, e->glsl450, inst, args[0]);
        if (wide != second) {
            LValue lv;
            if (emit_lvalue(e, n->args.data[1], &lv))
                emit_store(e, &lv, emit_convert(e, extract(e, wide, id, 1), wide, second));
        } else {
            store_member(e, n->args.data[1], second, id, 1);
        }
        return extract(e, t, id, 0);
    }
    case SPECIAL_UADD_CARRY: case SPECIAL_USUB_BORROW: {
        uint32_t st = pair_type(e, t, t);
        id = spv_new_id(&e->b);
        SpvOp op = bc->fn->ops[0] == SPECIAL_UADD_CARRY ? SpvOpIAddCarry : SpvOpISubBorrow;
        emit_op(e, op, 4, st, id, args[0], args[1]);
        store_member(e, n->args.data[2], t, id, 1);
        return extract(e, t, id, 0);
    }
    case SPECIAL_UMUL_EXTENDED: case SPECIAL_IMUL_EXTENDED: {
        const Type *vt = bc->params[0];
        uint32_t st = pair_type(e, vt, vt);
        id = spv_new_id(&e->b);
        SpvOp op = bc->fn->ops[0] == SPECIAL_UMUL_EXTENDED ? SpvOpUMulExtended : SpvOpSMulExtended;
        emit_op(e, op, 4, st, id, args[0], args[1]);
        store_member(e, n->args.data[2], vt, id, 1); /* msb */
        store_member(e, n->args.data[3], vt, id, 0); /* lsb */
        return 0;
    }
    case SPECIAL_INTERPOLATE: {
        /* The ext instruction takes the input's pointer; a swizzle picks
         * from the whole vector interpolated. */
        LValue lv;
        if (!emit_lvalue(e, n->args.data[0], &lv))
            return 0;
        const Type *whole = lv.swizzle_len ? lv.type : n->ty;
        id = spv_new_id(&e->b);
        if (bc->param_count == 1)
            emit_op(e, SpvOpExtInst, 5, type_id(e, whole), id, e->glsl450, bc->fn->ops[1], lv.ptr);
        else
            emit_op(e, SpvOpExtInst, 6, type_id(e, whole), id, e->glsl450, bc->fn->ops[1], lv.ptr, args[1]);
        if (!lv.swizzle_len)
            return id;
        if (lv.swizzle_len == 1)
            return extract(e, n->ty, id, lv.swizzle[0]);
        uint32_t w[8] = {type_id(e, n->ty), spv_new_id(&e->b), id, id};
        for (int i = 0; i < lv.swizzle_len; i++)
            w[4 + i] = lv.swizzle[i];
        emit_op_words(e, SpvOpVectorShuffle, w, 4 + lv.swizzle_len);
        return w[1];
    }
    case SPECIAL_IS_HELPER:
        id = spv_new_id(&e->b);
        emit_op(e, SpvOpIsHelperInvocationEXT, 2, type_id(e, e->tt->bool_), id);
        return id;
    case SPECIAL_EMIT_VERTEX:
        emit_op(e, SpvOpEmitVertex, 0);
        return 0;
    case SPECIAL_SET_MESH_OUTPUTS: case SPECIAL_EMIT_MESH_TASKS: case SPECIAL_WRITE_PACKED_PRIMITIVE_INDICES:
        return emit_mesh_call(e, n, bc, args);
    case SPECIAL_END_PRIMITIVE:
        emit_op(e, SpvOpEndPrimitive, 0);
        return 0;
    case SPECIAL_EMIT_STREAM_VERTEX: case SPECIAL_END_STREAM_PRIMITIVE:
        /* The stream is an operand that must be a constant instruction. */
        if (!n->args.data[0]->cval) {
            glsl_error(e->g, n->args.data[0]->loc, "the stream of '%s' must be a constant integer expression", n->name);
            return 0;
        }
        emit_op(e, bc->fn->ops[0] == SPECIAL_EMIT_STREAM_VERTEX ? SpvOpEmitStreamVertex : SpvOpEndStreamPrimitive, 1,
                args[0]);
        spv_require_capability(&e->b, SpvCapabilityGeometryStreams);
        return 0;
    case SPECIAL_BARRIER:
        if (e->g->opts->stage == STAGE_TESS_CONTROL) {
            /* Tessellation control invocations meet at the barrier; output
             * patch memory needs no semantics in SPIR-V (glslang's form). */
            emit_op(e, SpvOpControlBarrier, 3, emit_uint_constant(e, SpvScopeWorkgroup),
                    emit_uint_constant(e, SpvScopeInvocation), memory_semantics(e, 0));
            return 0;
        }
        emit_op(e, SpvOpControlBarrier, 3, emit_uint_constant(e, SpvScopeWorkgroup),
                emit_uint_constant(e, SpvScopeWorkgroup),
                memory_semantics(e, SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsWorkgroupMemoryMask));
        return 0;
    case SPECIAL_MEMORY_BARRIER:
        emit_op(e, SpvOpMemoryBarrier, 2, emit_scope(e, SpvScopeDevice),
                memory_semantics(e, SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsUniformMemoryMask |
                                        SpvMemorySemanticsWorkgroupMemoryMask | SpvMemorySemanticsImageMemoryMask));
        return 0;
    case SPECIAL_MEMORY_BARRIER_SHARED: case SPECIAL_GROUP_MEMORY_BARRIER:
        emit_op(e, SpvOpMemoryBarrier, 2,
                emit_scope(e, bc->fn->ops[0] == SPECIAL_GROUP_MEMORY_BARRIER ? SpvScopeWorkgroup : SpvScopeDevice),
                memory_semantics(e, SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsWorkgroupMemoryMask |
                                        (bc->fn->ops[0] == SPECIAL_GROUP_MEMORY_BARRIER
                                             ? SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsImageMemoryMask
                                             : 0)));
        return 0;
    case SPECIAL_MEMORY_BARRIER_BUFFER: case SPECIAL_MEMORY_BARRIER_IMAGE:
        emit_op(e, SpvOpMemoryBarrier, 2, emit_scope(e, SpvScopeDevice),
                memory_semantics(e, SpvMemorySemanticsAcquireReleaseMask |
                                        (bc->fn->ops[0] == SPECIAL_MEMORY_BARRIER_BUFFER
                                             ? SpvMemorySemanticsUniformMemoryMask
                                             : SpvMemorySemanticsImageMemoryMask)));
        return 0;
    case SPECIAL_RAY:
        return emit_ray_call(e, n, bc, args);
    case SPECIAL_ATOMIC:
        return emit_atomic(e, n, bc, args);
    case SPECIAL_CONTROL_BARRIER: case SPECIAL_MEMORY_BARRIER_SCOPED:
        emit_scoped_barrier(e, n, bc->fn->ops[0] == SPECIAL_CONTROL_BARRIER);
        return 0;
    default:
        glsl_error(e->g, n->loc, "internal error: '%s' cannot be emitted yet", n->name);
        return 0;
    }
}

/* ---- bit instructions on 8- and 16-bit integers ----
 *
 * Vulkan takes OpBitField*, OpBitReverse, OpBitCount and the Find*sb
 * instructions on 32-bit integers only (VUID-StandaloneSpirv-Base-04781), so
 * smaller operands are widened and the result narrowed back: sign-extended
 * where the sign bit matters (the signed extract, findMSB), zero-extended
 * where the new high bits must count nothing (bitCount, bitfieldReverse). */

/* The 32-bit int or uint `value`, with as many components as `t`. */
static uint32_t word_constant(Emitter *e, const Type *t, int is_signed, uint32_t value)
{
    uint32_t c = is_signed ? emit_int_constant(e, (int32_t)value) : emit_uint_constant(e, value);
    if (t->kind != TY_VECTOR)
        return c;
    uint32_t parts[4] = {c, c, c, c};
    const Type *s = is_signed ? e->tt->int_ : e->tt->uint_;
    return spv_unique(&e->b, SpvOpConstantComposite, type_id(e, type_vector(e->tt, s, t->components)), parts,
                      t->components);
}

static int is_bit_instruction(const BuiltinCall *bc)
{
    if (bc->fn->lowering == LOWER_GLSL450)
        return bc->op == GLSLstd450FindILsb || bc->op == GLSLstd450FindSMsb || bc->op == GLSLstd450FindUMsb;
    return bc->fn->lowering == LOWER_CORE && (bc->op == SpvOpBitFieldSExtract || bc->op == SpvOpBitFieldUExtract ||
           bc->op == SpvOpBitFieldInsert || bc->op == SpvOpBitReverse || bc->op == SpvOpBitCount);
}

/* `v` of the small integer type `t` as 32 bits, zero-extended or by its sign. */
static uint32_t widen_bits(Emitter *e, uint32_t v, const Type *t, int zero_extend)
{
    const Type *s = type_scalar_of(t);
    if (zero_extend && s->is_signed) {
        const Type *u = type_with_scalar(e->tt, t, type_int(e->tt, s->width, 0));
        v = emit_convert(e, v, t, u);
        t = u;
    }
    return emit_convert(e, v, t, type_with_scalar(e->tt, t, type_int(e->tt, 32, type_scalar_of(t)->is_signed)));
}

/* -fnan-clamp: the float min, max and clamp that favour the operand that
 * is not NaN. */
static uint32_t nan_clamped(const Emitter *e, uint32_t inst)
{
    if (!e->g->opts->nan_clamp)
        return inst;
    switch (inst) {
    case GLSLstd450FMin: return GLSLstd450NMin;
    case GLSLstd450FMax: return GLSLstd450NMax;
    case GLSLstd450FClamp: return GLSLstd450NClamp;
    default: return inst;
    }
}

static uint32_t widened_bit_call(Emitter *e, const BuiltinCall *bc, const Type *t, uint32_t *args)
{
    const Type *g = bc->params[0];
    unsigned width = type_scalar_of(g)->width;
    int zero_extend = bc->op == SpvOpBitCount || bc->op == SpvOpBitReverse;
    if (bc->fn->lowering == LOWER_GLSL450)
        zero_extend = 0;
    const Type *wide = type_with_scalar(e->tt, g, type_int(e->tt, 32, type_scalar_of(g)->is_signed && !zero_extend));
    uint32_t base = widen_bits(e, args[0], g, zero_extend);
    uint32_t id = spv_new_id(&e->b);
    /* bitCount and find*SB give a signed int as wide as the operand (32 bits
     * here, narrowed after); the others the operand's type, widened */
    int counts = bc->fn->lowering == LOWER_GLSL450 || bc->op == SpvOpBitCount;
    const Type *rt = counts ? type_with_scalar(e->tt, t, type_int(e->tt, 32, 1)) : wide;
    if (bc->fn->lowering == LOWER_GLSL450) {
        emit_op(e, SpvOpExtInst, 5, type_id(e, rt), id, e->glsl450, bc->op, base);
    } else if (bc->op == SpvOpBitFieldInsert) {
        emit_op(e, SpvOpBitFieldInsert, 6, type_id(e, rt), id, base, widen_bits(e, args[1], g, zero_extend),
                args[2], args[3]);
    } else if (bc->op == SpvOpBitFieldSExtract || bc->op == SpvOpBitFieldUExtract) {
        emit_op(e, (SpvOp)bc->op, 5, type_id(e, rt), id, base, args[1], args[2]);
    } else {
        emit_op(e, (SpvOp)bc->op, 3, type_id(e, rt), id, base);
    }
    if (bc->op == SpvOpBitReverse && bc->fn->lowering == LOWER_CORE) /* the reversed bits are the high ones */
        id = op2(e, SpvOpShiftRightLogical, rt, id, word_constant(e, rt, 0, 32 - width));
    return rt == t ? id : emit_convert(e, id, rt, t);
}

/* ---- bitCount, findLSB and findMSB on 64-bit integers ----
 *
 * Vulkan has no 64-bit form of these either (the same VUID), and widening
 * cannot help: the value is split into its 32-bit halves and the halves'
 * results combined. The result is an int already (GL_ARB_gpu_shader_int64). */

static uint32_t glsl450_op(Emitter *e, uint32_t op, const Type *t, uint32_t v)
{
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpExtInst, 5, type_id(e, t), id, e->glsl450, op, v);
    return id;
}

/* `half` != 0 ? `if_set` : `if_clear`, per component. */
static uint32_t select_by_half(Emitter *e, const Type *t, uint32_t half, uint32_t if_set, uint32_t if_clear)
{
    const Type *b = type_with_scalar(e->tt, t, e->tt->bool_);
    uint32_t set = op2(e, SpvOpINotEqual, b, half, word_constant(e, t, 0, 0));
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpSelect, 5, type_id(e, t), id, set, if_set, if_clear);
    return id;
}

static int is_bit_count_or_find(const BuiltinCall *bc)
{
    return is_bit_instruction(bc) && (bc->fn->lowering == LOWER_GLSL450 || bc->op == SpvOpBitCount);
}

static uint32_t split_bit_call(Emitter *e, const BuiltinCall *bc, const Type *t, uint32_t v)
{
    const Type *g = bc->params[0];
    const Type *u64 = type_with_scalar(e->tt, g, type_int(e->tt, 64, 0));
    const Type *u32 = type_with_scalar(e->tt, g, e->tt->uint_);
    if (bc->op == GLSLstd450FindSMsb) /* a negative value's highest 0 is its complement's highest 1 */
        v = op2(e, SpvOpBitwiseXor, g, v, op2(e, SpvOpShiftRightArithmetic, g, v, word_constant(e, g, 0, 63)));
    v = emit_convert(e, v, g, u64);
    uint32_t lo = emit_convert(e, v, u64, u32);
    uint32_t hi = emit_convert(e, op2(e, SpvOpShiftRightLogical, u64, v, word_constant(e, g, 0, 32)), u64, u32);
    if (bc->fn->lowering == LOWER_CORE) /* bitCount */
        return op2(e, SpvOpIAdd, t, op1(e, SpvOpBitCount, t, lo), op1(e, SpvOpBitCount, t, hi));
    /* A half's bit number, -1 where it has none: -1 | 32 stays -1, n | 32 is n + 32. */
    uint32_t thirty_two = word_constant(e, t, 1, 32);
    if (bc->op == GLSLstd450FindILsb) {
        uint32_t high = op2(e, SpvOpBitwiseOr, t, glsl450_op(e, GLSLstd450FindILsb, t, hi), thirty_two);
        return select_by_half(e, t, lo, glsl450_op(e, GLSLstd450FindILsb, t, lo), high);
    }
    uint32_t high = op2(e, SpvOpBitwiseOr, t, glsl450_op(e, GLSLstd450FindUMsb, t, hi), thirty_two);
    return select_by_half(e, t, hi, high, glsl450_op(e, GLSLstd450FindUMsb, t, lo));
}

static uint32_t builtin_call(Emitter *e, Node *n)
{
    const BuiltinCall *bc = n->builtin;
    size_t count = n->args.len;
    /* The arguments go where the instruction's operands will be, after
     * room for its type, result, set and instruction number: no copy. */
    uint32_t w[4 + BUILTIN_MAX_PARAMS] = {0}, *args = w + 4;
    /* A texture function's sampler comes last: an OpSampledImage must be
     * used in the block that makes it, and the other arguments may branch. */
    size_t first = bc->fn->lowering == LOWER_TEXTURE ? 1 : 0;
    /* atomicCounter*() take the counter itself (emit_opengl.c), not its value. */
    if (bc->fn->lowering == LOWER_CORE && count && bc->params[0]->kind == TY_OPAQUE &&
        TYPE_BASE(bc->params[0]->opaque) == BT_ATOMIC_UINT)
        return emit_atomic_counter_call(e, n, bc);
    for (size_t i = first; i < count; i++)
        if (bc->directions[i] == PARAM_IN)
            args[i] = emit_expr(e, n->args.data[i]);
    /* Image atomics take the image variable itself (emit_image.c), not its value. */
    if (first && bc->fn->ops[0] != IMG_ATOMIC)
        args[0] = emit_expr(e, n->args.data[0]);
    if (bc->fn->lowering == LOWER_SPECIAL)
        return special_call(e, n, bc, args);
    if (bc->fn->lowering == LOWER_TEXTURE)
        return emit_texture_call(e, n, bc, args);
    if (bc->fn->lowering == LOWER_SUBGROUP)
        return emit_subgroup_call(e, n, bc, args);
    if (bc->fn->lowering == LOWER_CONTROL)
        return emit_control_call(e, n, bc, args);
    const Type *t = n->ty;
    /* GLSL's scalar forms (clamp(vec, float, float)) become vectors, except
     * where SPIR-V takes the scalar too. */
    int keeps_scalars = bc->fn->lowering == LOWER_GLSL450 && bc->op == GLSLstd450Refract;
    for (size_t i = 0; i < count && !keeps_scalars; i++)
        if (t->kind == TY_VECTOR && type_is_scalar(bc->params[i]) && type_scalar_of(t) == bc->params[i] &&
            bc->fn->lowering == LOWER_GLSL450)
            args[i] = splat(e, t, args[i]);
    if (bc->fn->lowering == LOWER_CORE && bc->op == SpvOpFMod && t->kind == TY_VECTOR && type_is_scalar(bc->params[1]))
        args[1] = splat(e, t, args[1]);
    if (bc->fn->lowering == LOWER_CORE && bc->op >= SpvOpDPdx && bc->op <= SpvOpFwidthCoarse &&
        !emit_has_derivatives(e)) /* GL_NV_compute_shader_derivatives without a group: zero */
        return spv_unique(&e->b, SpvOpConstantNull, type_id(e, t), NULL, 0);
    if (bc->fn->lowering == LOWER_CORE && bc->op >= SpvOpDPdx && bc->op <= SpvOpFwidthCoarse &&
        type_scalar_of(t)->width != 32) {
        /* Vulkan takes derivatives of 32-bit floats only: float16 ones go through float. */
        const Type *ft = type_with_scalar(e->tt, t, e->tt->float_);
        uint32_t d = op1(e, (SpvOp)bc->op, ft, emit_convert(e, args[0], t, ft));
        return emit_convert(e, d, ft, t);
    }
    if (is_bit_instruction(bc) && type_scalar_of(bc->params[0])->width < 32)
        return widened_bit_call(e, bc, t, args);
    if (is_bit_count_or_find(bc) && type_scalar_of(bc->params[0])->width == 64)
        return split_bit_call(e, bc, t, args[0]);
    /* type, result, [set, instruction], the arguments in place */
    uint32_t id = spv_new_id(&e->b);
    if (bc->fn->lowering == LOWER_GLSL450) {
        w[0] = type_id(e, t), w[1] = id, w[2] = e->glsl450, w[3] = nan_clamped(e, bc->op);
        emit_op_words(e, SpvOpExtInst, w, 4 + count);
    } else {
        w[2] = type_id(e, t), w[3] = id;
        emit_op_words(e, (SpvOp)bc->op, w + 2, 2 + count);
    }
    return id;
}

/* ---- elements and members of values ---- */

static uint32_t rvalue_index(Emitter *e, Node *n)
{
    uint32_t base = emit_expr(e, n->lhs);
    const Type *bt = n->lhs->ty;
    if (bt->kind == TY_REFERENCE) /* GL_EXT_buffer_reference2: ref[i] is ref + i */
        return emit_reference_arithmetic(e, TK_PLUS, bt, base, n->rhs->ty, emit_expr(e, n->rhs), bt);
    if (n->rhs->cval)
        return extract(e, n->ty, base, (uint32_t)n->rhs->cval->comps[0].u);
    uint32_t index = emit_expr(e, n->rhs);
    if (bt->kind == TY_VECTOR)
        return op2(e, SpvOpVectorExtractDynamic, n->ty, base, index);
    /* An array or matrix value indexed at run time: through a temporary. */
    LValue tmp = {0};
    tmp.ptr = emit_local(e, bt, NULL);
    tmp.type = bt;
    tmp.storage = SpvStorageClassFunction;
    emit_op(e, SpvOpStore, 2, tmp.ptr, base);
    tmp.ptr = access(e, &tmp, n->ty, index);
    tmp.type = n->ty;
    return emit_load(e, &tmp);
}

static uint32_t rvalue_field(Emitter *e, Node *n)
{
    uint32_t base = emit_expr(e, n->lhs);
    if (!n->swizzle_len)
        return extract(e, n->ty, base, n->member);
    const Type *bt = n->lhs->ty;
    if (type_is_scalar(bt))
        return n->swizzle_len == 1 ? base : splat(e, n->ty, base);
    if (n->swizzle_len == 1)
        return extract(e, n->ty, base, n->swizzle[0]);
    uint32_t w[8] = {type_id(e, n->ty), spv_new_id(&e->b), base, base};
    for (int i = 0; i < n->swizzle_len; i++)
        w[4 + i] = n->swizzle[i];
    emit_op_words(e, SpvOpVectorShuffle, w, 4 + n->swizzle_len);
    return w[1];
}

/* .length() of a runtime-sized array: the last member of a buffer block. */
static uint32_t array_length(Emitter *e, Node *n)
{
    Node *arr = n->lhs;
    if (arr->ty->kind == TY_ARRAY && arr->ty->spec_length) {
        /* length() of an array sized by specialization constants: that size, as an int. */
        const Node *size = e->tt->spec_sizes.data[arr->ty->spec_length - 1];
        return emit_convert(e, emit_array_length_id(e, arr->ty), size->ty, e->tt->int_);
    }
    Symbol *block = NULL;
    uint32_t member = 0;
    if (arr->kind == ND_IDENT && arr->sym && arr->sym->kind == SYM_BLOCK_MEMBER) {
        block = arr->sym->block;
        member = arr->sym->member;
    } else if (arr->kind == ND_FIELD && arr->lhs->kind == ND_IDENT && arr->lhs->sym) {
        block = arr->lhs->sym;
        member = arr->member;
    }
    uint32_t var = 0;
    if (!block && arr->kind == ND_FIELD && !arr->swizzle_len) {
        /* A member of one block of an array of blocks (w[i].a.length()): the
         * array length of the element's pointer. */
        LValue lv = {0};
        if (emit_lvalue(e, arr->lhs, &lv) && !lv.swizzle_len && !lv.dynamic_index &&
            lv.storage != SpvStorageClassPhysicalStorageBuffer) {
            var = lv.ptr;
            member = arr->member;
        }
    } else if (block)
        var = emit_global(e, block);
    if (!var) {
        glsl_error(e->g, n->loc, "internal error: this .length() cannot be emitted yet");
        return 0;
    }
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpArrayLength, 4, type_id(e, e->tt->uint_), id, var, member);
    return emit_convert(e, id, e->tt->uint_, e->tt->int_);
}

/* A specialization constant (layout(constant_id = N) const T x = v):
 * OpSpecConstant with its default and a SpecId, made on first use. */
uint32_t emit_spec_constant(Emitter *e, Symbol *s)
{
    if (s->id)
        return s->id;
    const ConstValue *v = s->value;
    const Type *t = s->type;
    uint32_t type = type_id(e, t);
    s->id = spv_new_id(&e->b);
    if (t->kind == TY_BOOL) {
        spv_instv(&e->b, SEC_GLOBAL, v->comps[0].u ? SpvOpSpecConstantTrue : SpvOpSpecConstantFalse, 2, type, s->id);
    } else {
        uint64_t bits = t->kind == TY_FLOAT ? const_float_bits(t->width, v->comps[0].f) : v->comps[0].u;
        if (t->kind == TY_INT && t->is_signed && t->width < 32)
            bits = (uint64_t)(uint32_t)(int32_t)v->comps[0].i;
        else if (t->width < 32)
            bits &= (1u << t->width) - 1;
        if (t->width > 32)
            spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstant, 4, type, s->id, (uint32_t)bits, (uint32_t)(bits >> 32));
        else
            spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstant, 3, type, s->id, (uint32_t)bits);
    }
    emit_decorate(e, s->id, SpvDecorationSpecId, 1, (uint32_t)s->spec_id);
    emit_name(e, s->id, s->name);
    return s->id;
}

/* gl_WorkGroupSize when local_size_*_id makes some of it specializable:
 * a composite of spec constants decorated as the WorkgroupSize built-in
 * (which overrides the LocalSize execution mode). */
uint32_t emit_work_group_size(Emitter *e)
{
    if (e->work_group_size)
        return e->work_group_size;
    const Type *uint_ = e->tt->uint_;
    uint32_t parts[3];
    for (int i = 0; i < 3; i++) {
        uint32_t v = e->unit->local_size[i];
        int id = e->unit->local_size_id[i];
        if (id < 0) {
            parts[i] = emit_uint_constant(e, v);
            continue;
        }
        parts[i] = spv_new_id(&e->b);
        spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstant, 3, type_id(e, uint_), parts[i], v);
        emit_decorate(e, parts[i], SpvDecorationSpecId, 1, (uint32_t)id);
    }
    uint32_t id = spv_new_id(&e->b);
    const Type *uvec3 = type_vector(e->tt, uint_, 3);
    spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstantComposite, 5, type_id(e, uvec3), id, parts[0], parts[1], parts[2]);
    emit_decorate(e, id, SpvDecorationBuiltIn, 1, SpvBuiltInWorkgroupSize);
    e->work_group_size = id;
    return id;
}

void emit_relaxed(Emitter *e, uint32_t id)
{
    if (id && !u32map_get(&e->relaxed, id, NULL)) {
        u32map_put(e->a, &e->relaxed, id, 1);
        emit_decorate(e, id, SpvDecorationRelaxedPrecision, 0);
    }
}

/* Not inlined into emit_expr: its frame (l-values, argument arrays) would
 * be paid again at every constant and every variable read. */
static uint32_t expr_value(Emitter *e, Node *n) __attribute__((noinline));

/* A local variable or parameter read whole, the commonest value: an
 * OpLoad of its Function variable, without the l-value walk
 * (symbol_lvalue, then emit_load's tests of layouts, swizzles and memory
 * operands, which such a variable never has). 0 when `n` is not one. */
static inline uint32_t load_local(Emitter *e, const Node *n)
{
    const Symbol *s = n->sym;
    if (n->kind != ND_IDENT || n->cval || n->spec || !s || s->kind != SYM_VARIABLE || s->is_global ||
        s->spv_storage != SpvStorageClassFunction || !s->id || s->spec || s->builtin >= 0 ||
        s->spv_layout != LAYOUT_NONE || ((s->flags & QF_CONST) && s->value))
        return 0;
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpLoad, 3, emit_type(e, s->type, LAYOUT_NONE), id, s->id);
    return id;
}

/* lowp and mediump results are RelaxedPrecision (glslang's reading of
 * precision qualifiers); constants are shared, so never theirs. */
uint32_t emit_expr(Emitter *e, Node *n)
{
    e->at = n->loc;
    /* A folded constant of a value type (expr_value's first cases, for
     * the nodes they take). */
    if (n->cval && !n->spec && n->ty->kind >= TY_BOOL && n->ty->kind <= TY_MATRIX &&
        (n->kind != ND_IDENT || !n->sym || !n->sym->spec))
        return emit_constant(e, n->cval);
    uint32_t id = load_local(e, n);
    if (!id)
        id = expr_value(e, n);
    if ((n->precision == PREC_LOW || n->precision == PREC_MEDIUM) && !n->cval && !n->spec && n->kind != ND_ASSIGN)
        emit_relaxed(e, id);
    return id;
}

static uint32_t expr_value(Emitter *e, Node *n)
{
    if (n->kind == ND_IDENT && n->sym && n->sym->spec && n->sym->builtin == SpvBuiltInWorkgroupSize)
        return emit_work_group_size(e);
    if (n->cval && !n->spec && n->ty->kind == TY_REFERENCE)
        return emit_reference_constant(e, n->cval);
    if (n->cval && !n->spec && !type_holds_reference(n->ty)) /* arrays of references are built */
        return emit_constant(e, n->cval);
    if (n->kind == ND_IDENT && n->sym && n->sym->spec_id >= 0 && n->sym->value)
        return emit_spec_constant(e, n->sym);
    if (n->kind == ND_IDENT && n->sym && n->sym->spec && n->sym->decl && n->sym->decl->init)
        return emit_expr(e, n->sym->decl->init); /* a const computed from specialization constants */
    if (n->spec) {
        /* Integer and bool operations on specialization constants stay
         * specializable (OpSpecConstantOp); the others are computed here. */
        uint32_t id = emit_spec_op(e, n);
        if (id)
            return id;
    }
    if (n->kind == ND_IDENT && n->sym && emit_is_ballot_mask64(e, n->sym))
        return emit_ballot_mask64(e, n->sym);
    switch (n->kind) {
    case ND_IDENT: case ND_INDEX: case ND_FIELD: {
        LValue lv;
        if (emit_lvalue(e, n, &lv))
            return emit_load(e, &lv);
        if (n->kind == ND_INDEX)
            return rvalue_index(e, n);
        if (n->kind == ND_FIELD)
            return rvalue_field(e, n);
        glsl_error(e->g, n->loc, "internal error: '%s' has no storage", n->name ? n->name : "?");
        return 0;
    }
    case ND_CONVERT: return emit_convert(e, emit_expr(e, n->lhs), n->lhs->ty, n->ty);
    case ND_UNARY: case ND_POSTFIX: return unary(e, n);
    case ND_BINARY: return binary(e, n);
    case ND_ASSIGN: return assign(e, n);
    case ND_TERNARY: return ternary(e, n);
    case ND_CALL:
        if (!n->builtin && !n->sym && strcmp(n->name, "debugPrintfEXT") == 0)
            return emit_debug_printf(e, n);
        if (!n->builtin && !n->sym && n->ty && strncmp(n->name, "coopMat", 7) == 0)
            return emit_coopmat_call(e, n);
        if (!n->builtin && !n->sym) { /* nonuniformEXT(x) */
            uint32_t id = emit_expr(e, n->args.data[0]);
            emit_nonuniform(e, id);
            return id;
        }
        return n->builtin ? builtin_call(e, n) : user_call(e, n);
    case ND_CONSTRUCT: case ND_INIT_LIST:
        return construct_value(e, n);
    case ND_METHOD: return array_length(e, n);
    default:
        glsl_error(e->g, n->loc, "internal error: this expression cannot be emitted yet");
        return 0;
    }
}
