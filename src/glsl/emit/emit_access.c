/* The emitter's memory accesses, shared by the walk and the areas: the
 * memory operands of loads and stores (Aligned through buffer references;
 * the Vulkan memory model's MakePointerAvailable/Visible, NonPrivatePointer
 * and Volatile), the image operands of image loads and stores under that
 * model, variables that hold references (AliasedPointer), whether the
 * module needs the model, and atomics and barriers with scopes and
 * semantics (GL_KHR_memory_scope_semantics). emit_memory.c explains the
 * model; this is where every access asks for it. */
#include <string.h>

#include "glsl/emit/emit.h"

/* A variable (or parameter) that holds a reference points to a
 * PhysicalStorageBuffer pointer: SPIR-V wants to know whether it aliases. */
void emit_pointer_variable_of(Emitter *e, uint32_t id, const Type *t, uint32_t flags)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind != TY_REFERENCE)
        return;
    emit_decorate(e, id, flags & QF_RESTRICT ? SpvDecorationRestrictPointer : SpvDecorationAliasedPointer, 0);
}

void emit_access_align_of(Emitter *e, LValue *lv, const Type *base, int member)
{
    TypeLayout tl;
    if (base->kind == TY_STRUCT && member >= 0) {
        uint32_t *offsets = arena_alloc(e->a, (base->field_count + 1) * sizeof *offsets);
        TypeLayout whole;
        layout_struct(base, lv->layout, MATRIX_COLUMN_MAJOR, offsets, NULL, &whole, NULL, NULL);
        lv->align |= offsets[member];
    } else if (base->kind == TY_ARRAY) {
        layout_of(base, lv->layout, MATRIX_COLUMN_MAJOR, &tl);
        lv->align |= tl.array_stride;
    } else if (base->kind == TY_MATRIX) {
        layout_of(base, lv->layout, MATRIX_COLUMN_MAJOR, &tl);
        lv->align |= tl.matrix_stride ? tl.matrix_stride : 16;
    } else if (base->kind == TY_VECTOR) {
        lv->align |= base->elem->width / 8;
    }
}

/* The scope an access to memory qualified `flags` makes available or
 * visible at: the widest one named. coherent is queuefamilycoherent in the
 * Vulkan memory model and volatile implies it (GL_KHR_memory_scope_semantics,
 * as glslang reads it). ~0 when none. */
static uint32_t scope_of_flags(uint32_t flags)
{
    if (flags & QF_DEVICECOHERENT)
        return SpvScopeDevice;
    if (flags & (QF_QUEUEFAMILYCOHERENT | QF_COHERENT | QF_VOLATILE))
        return SpvScopeQueueFamily;
    if (flags & QF_WORKGROUPCOHERENT)
        return SpvScopeWorkgroup;
    if (flags & QF_SUBGROUPCOHERENT)
        return SpvScopeSubgroup;
    return 0xffffffffu;
}

/* emit_memory_operands past its first test (emit.h). */
size_t emit_memory_operands_of(Emitter *e, const LValue *lv, int store, uint32_t *w)
{
    uint32_t mask = 0, n = 1;
    uint32_t extra[3];
    uint32_t k = 0;
    int shared_memory = lv->storage == SpvStorageClassUniform || lv->storage == SpvStorageClassWorkgroup ||
                        lv->storage == SpvStorageClassStorageBuffer ||
                        lv->storage == SpvStorageClassPhysicalStorageBuffer;
    uint32_t flags = 0;
    if (e->vulkan_memory_model && shared_memory) /* shared variables are implicitly workgroupcoherent */
        flags = lv->mem_flags | (lv->storage == SpvStorageClassWorkgroup ? QF_WORKGROUPCOHERENT : 0);
    if (lv->volatile_load || (flags & QF_VOLATILE))
        mask |= SpvMemoryAccessVolatileMask;
    if (lv->storage == SpvStorageClassPhysicalStorageBuffer && lv->align) {
        mask |= SpvMemoryAccessAlignedMask;
        extra[k++] = lv->align & (~lv->align + 1);
    }
    uint32_t scope = scope_of_flags(flags);
    if (scope != 0xffffffffu) {
        mask |= (store ? SpvMemoryAccessMakePointerAvailableMask : SpvMemoryAccessMakePointerVisibleMask) |
                SpvMemoryAccessNonPrivatePointerMask;
        extra[k++] = emit_scope_exact(e, scope);
    } else if (flags & QF_NONPRIVATE) {
        mask |= SpvMemoryAccessNonPrivatePointerMask;
    }
    if (!mask)
        return 0;
    w[0] = mask;
    for (uint32_t i = 0; i < k; i++)
        w[n++] = extra[i];
    return n;
}

/* Whether the module takes the Vulkan memory model without the pragma: the
 * checker saw semantics only it has, or memory is qualified with a scope
 * (devicecoherent, queuefamilycoherent, workgroupcoherent,
 * subgroupcoherent) or nonprivate, which only it can express. */
int emit_needs_vulkan_memory_model(const Emitter *e)
{
    const uint32_t scoped = QF_DEVICECOHERENT | QF_QUEUEFAMILYCOHERENT | QF_WORKGROUPCOHERENT | QF_SUBGROUPCOHERENT |
                            QF_NONPRIVATE;
    if (e->unit->vulkan_memory_model)
        return 1;
    for (size_t i = 0; i < e->unit->globals.len; i++)
        if (e->unit->globals.data[i]->flags & scoped)
            return 1;
    for (size_t i = 0; i < e->tt->all.len; i++) {
        const Type *t = e->tt->all.data[i];
        for (uint32_t k = 0; t->kind == TY_STRUCT && k < t->field_count; k++)
            if (t->fields[k].flags & scoped)
                return 1;
    }
    return 0;
}

/* ---- atomics and barriers with scopes (GL_KHR_memory_scope_semantics) ---- */

static uint32_t const_arg(const Node *n)
{
    return n->cval ? (uint32_t)n->cval->comps[0].u : 0; /* the checker required a constant */
}

/* The semantics of storage classes `storage` and ordering `order`, as one
 * constant. The Vulkan memory model's bits need its capability, which the
 * grammar cannot see in a constant. */
static uint32_t semantics(Emitter *e, uint32_t value)
{
    if (value & (SpvMemorySemanticsMakeAvailableMask | SpvMemorySemanticsMakeVisibleMask |
                 SpvMemorySemanticsVolatileMask))
        spv_require_capability(&e->b, SpvCapabilityVulkanMemoryModel);
    if (value & SpvMemorySemanticsOutputMemoryMask)
        spv_require_capability(&e->b, SpvCapabilityVulkanMemoryModel);
    return emit_uint_constant(e, value);
}

static uint32_t call_semantics(Emitter *e, const Node *storage, const Node *order)
{
    return semantics(e, const_arg(storage) | const_arg(order));
}

/* The capability an atomic on scalars of type `t` needs beyond its opcode's. */
static void require_atomic(Emitter *e, SpvOp op, const Type *t)
{
    if (t->kind == TY_INT && t->width == 64)
        spv_require_capability(&e->b, SpvCapabilityInt64Atomics);
    if (t->kind != TY_FLOAT)
        return;
    unsigned w = t->width;
    if (op == SpvOpAtomicFAddEXT)
        spv_require_capability(&e->b, w == 16   ? SpvCapabilityAtomicFloat16AddEXT
                                      : w == 64 ? SpvCapabilityAtomicFloat64AddEXT
                                                : SpvCapabilityAtomicFloat32AddEXT);
    else if (op == SpvOpAtomicFMinEXT || op == SpvOpAtomicFMaxEXT)
        spv_require_capability(&e->b, w == 16   ? SpvCapabilityAtomicFloat16MinMaxEXT
                                      : w == 64 ? SpvCapabilityAtomicFloat64MinMaxEXT
                                                : SpvCapabilityAtomicFloat32MinMaxEXT);
}

/* The atomic instruction on `ptr`: `values` are the value (and comparator)
 * ids, `rest` the call's arguments after them (scope and semantics, or
 * NULL for Device scope and relaxed semantics). */
uint32_t emit_atomic_op(Emitter *e, SpvOp op, const Type *t, uint32_t ptr, const uint32_t *values, Node *const *rest)
{
    require_atomic(e, op, t);
    uint32_t scope, equal, unequal;
    if (rest) {
        scope = emit_scope_exact(e, const_arg(rest[0]));
        equal = call_semantics(e, rest[1], rest[2]);
        unequal = op == SpvOpAtomicCompareExchange ? call_semantics(e, rest[3], rest[4]) : 0;
    } else {
        scope = emit_scope(e, SpvScopeDevice);
        equal = unequal = emit_uint_constant(e, 0);
    }
    uint32_t type = emit_type(e, t, LAYOUT_NONE), id = spv_new_id(&e->b);
    switch (op) {
    case SpvOpAtomicLoad:
        emit_op(e, op, 5, type, id, ptr, scope, equal);
        return id;
    case SpvOpAtomicStore:
        emit_op(e, op, 4, ptr, scope, equal, values[0]);
        return 0;
    case SpvOpAtomicCompareExchange: /* (mem, compare, data): Value is data, Comparator compare */
        emit_op(e, op, 8, type, id, ptr, scope, equal, unequal, values[1], values[0]);
        return id;
    default:
        emit_op(e, op, 6, type, id, ptr, scope, equal, values[0]);
        return id;
    }
}

/* atomic*() on buffer, shared or referenced memory. */
uint32_t emit_atomic(Emitter *e, Node *n, const BuiltinCall *bc, const uint32_t *args)
{
    LValue lv;
    if (!emit_lvalue(e, n->args.data[0], &lv))
        return 0;
    SpvOp op = (SpvOp)(bc->slot == SLOT_FLOAT ? bc->fn->ops[1] : bc->op);
    unsigned values = op == SpvOpAtomicCompareExchange ? 2 : op == SpvOpAtomicLoad ? 0 : 1;
    Node *const *rest = bc->param_count > 1 + values ? n->args.data + 1 + values : NULL;
    return emit_atomic_op(e, op, lv.type, lv.ptr, args + 1, rest);
}

/* controlBarrier(execution, memory, storage, semantics) and memoryBarrier(memory, storage, semantics). */
void emit_scoped_barrier(Emitter *e, Node *n, int control)
{
    Node *const *a = n->args.data;
    if (control)
        emit_op(e, SpvOpControlBarrier, 3, emit_scope_exact(e, const_arg(a[0])), emit_scope_exact(e, const_arg(a[1])),
                call_semantics(e, a[2], a[3]));
    else
        emit_op(e, SpvOpMemoryBarrier, 2, emit_scope_exact(e, const_arg(a[0])), call_semantics(e, a[1], a[2]));
}

/* The qualifiers of the image variable an expression names (images[i] included). */
static uint32_t image_flags(const Node *n)
{
    while (n->kind == ND_INDEX || n->kind == ND_FIELD)
        n = n->lhs;
    return n->kind == ND_IDENT && n->sym ? n->sym->flags : 0;
}

/* The image operands of imageLoad/imageStore and the AMD lod forms into w
 * (mask first, then the operands in the order of their bits): Lod when
 * `lod` is an id, Sample when `sample` is one, and under the Vulkan memory
 * model the texel's availability or visibility for coherent images,
 * NonPrivateTexel, VolatileTexel. 0 words when none. */
size_t emit_image_operands(Emitter *e, const Node *image, int store, uint32_t lod, uint32_t sample, uint32_t *w)
{
    uint32_t mask = (lod ? SpvImageOperandsLodMask : 0) | (sample ? SpvImageOperandsSampleMask : 0), n = 1;
    uint32_t flags = e->vulkan_memory_model ? image_flags(image) : 0;
    uint32_t scope = scope_of_flags(flags);
    if (lod)
        w[n++] = lod;
    if (sample)
        w[n++] = sample;
    if (flags & QF_VOLATILE)
        mask |= SpvImageOperandsVolatileTexelMask;
    if (scope != 0xffffffffu) {
        mask |= (store ? SpvImageOperandsMakeTexelAvailableMask : SpvImageOperandsMakeTexelVisibleMask) |
                SpvImageOperandsNonPrivateTexelMask;
        w[n++] = emit_scope_exact(e, scope);
    } else if (flags & QF_NONPRIVATE) {
        mask |= SpvImageOperandsNonPrivateTexelMask;
    }
    if (!mask)
        return 0;
    w[0] = mask;
    return n;
}
