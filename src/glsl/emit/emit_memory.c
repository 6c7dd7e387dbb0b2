/* The emitter, memory extensions: buffer references, and the design of the
 * Vulkan memory model's operands (emit_access.c makes them).
 *
 * A reference is an OpTypePointer PhysicalStorageBuffer to its block's
 * struct, laid out by the block's rules. A block that points to itself (or
 * blocks that point to each other) need OpTypeForwardPointer: emitting a
 * reference first reserves its id, and a second request while its block is
 * still being emitted declares that id forward. Loads and stores through
 * such pointers carry `Aligned`: the largest power of two that divides the
 * block's buffer_reference_align and every offset and stride on the way
 * (SPV_KHR_physical_storage_buffer requires the operand). Variables that
 * hold a reference are AliasedPointer, or RestrictPointer when `restrict`.
 * Conversions are OpConvertUToPtr / OpConvertPtrToU (uint64_t) and OpBitcast
 * (uvec2, other references); pointer arithmetic goes through uint64_t.
 *
 * Under the Vulkan memory model (#pragma use_vulkan_memory_model) coherence
 * is a property of each access instead of a decoration: loads of coherent
 * memory make it visible (MakePointerVisible) and stores make it available
 * (MakePointerAvailable) at the scope the qualifier names, and both are
 * NonPrivatePointer; `volatile` adds the Volatile operand; image loads and
 * stores take the same as image operands (MakeTexelVisible...). The model is
 * chosen by the pragma, or by using what only it has (nonprivate, the
 * scoped coherent qualifiers, gl_SemanticsMakeAvailable and the like). */
#include <string.h>

#include "glsl/emit/emit.h"

uint32_t emit_reference_type(Emitter *e, const Type *t)
{
    const Type *block = t->elem;
    uint32_t id = 0;
    if (u32map_get(&e->ref_ids, block->serial + 1, &id))
        return id;
    uint32_t pending = 0;
    if (u32map_get(&e->ref_pending, block->serial + 1, &pending)) {
        /* The block is being emitted and points to itself: declare forward (once). */
        if (!u32map_get(&e->ref_forward, pending, &id)) {
            spv_instv(&e->b, SEC_GLOBAL, SpvOpTypeForwardPointer, 2, pending, SpvStorageClassPhysicalStorageBuffer);
            u32map_put(e->a, &e->ref_forward, pending, 1);
        }
        return pending;
    }
    if (!e->uses_physical_storage && e->b.version < 0x00010500)
        spv_require_extension(&e->b, "SPV_KHR_physical_storage_buffer"); /* the grammar lists the EXT one first */
    e->uses_physical_storage = 1;
    pending = spv_new_id(&e->b);
    u32map_put(e->a, &e->ref_pending, block->serial + 1, pending);
    BlockLayout layout = (BlockLayout)block->ref_layout;
    uint32_t struct_id = emit_type(e, block, layout);
    spv_instv(&e->b, SEC_GLOBAL, SpvOpTypePointer, 3, pending, SpvStorageClassPhysicalStorageBuffer, struct_id);
    u32map_put(e->a, &e->ref_ids, block->serial + 1, pending);
    emit_decorate(e, struct_id, SpvDecorationBlock, 0);
    for (uint32_t i = 0; i < block->field_count; i++)
        emit_decorate_memory(e, struct_id, (int)i, block->fields[i].flags);
    return pending;
}

/* The memory a reference points to, as an l-value. A variable declared
 * with memory qualifiers (`nonprivate T t;`) gives them to every access
 * through it, as the block's own qualifiers do. */
int emit_deref(Emitter *e, Node *ref, LValue *lv)
{
    const Type *block = ref->ty->elem;
    memset(lv, 0, sizeof *lv);
    if (ref->kind == ND_IDENT && ref->sym)
        lv->mem_flags = ref->sym->flags & MEMORY_QUALIFIERS;
    lv->ptr = emit_expr(e, ref);
    lv->type = block;
    lv->storage = SpvStorageClassPhysicalStorageBuffer;
    lv->layout = (BlockLayout)block->ref_layout;
    lv->buffer_block = 1;
    lv->align = block->ref_align ? block->ref_align : 16;
    return lv->ptr != 0;
}

static uint32_t u64_type(Emitter *e)
{
    return emit_type(e, type_int(e->tt, 64, 0), LAYOUT_NONE);
}

static uint32_t op1(Emitter *e, SpvOp op, uint32_t type, uint32_t a)
{
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, op, 3, type, id, a);
    return id;
}

static uint32_t op2(Emitter *e, SpvOp op, uint32_t type, uint32_t a, uint32_t b)
{
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, op, 4, type, id, a, b);
    return id;
}

/* A value of one type as another, where either is a reference. */
uint32_t emit_reference_convert(Emitter *e, uint32_t v, const Type *from, const Type *to)
{
    uint32_t type = emit_type(e, to, LAYOUT_NONE);
    if (to->kind == TY_REFERENCE && from->kind == TY_INT)
        return op1(e, SpvOpConvertUToPtr, type, v);
    if (from->kind == TY_REFERENCE && to->kind == TY_INT)
        return op1(e, SpvOpConvertPtrToU, type, v);
    return op1(e, SpvOpBitcast, type, v); /* uvec2, or another reference */
}

/* A constant address of a reference type (folded pointer arithmetic). */
uint32_t emit_reference_constant(Emitter *e, const ConstValue *v)
{
    uint64_t address = v->count == 2 ? v->comps[0].u | v->comps[1].u << 32 : v->comps[0].u;
    uint32_t words[2] = {(uint32_t)address, (uint32_t)(address >> 32)};
    uint32_t c = spv_unique(&e->b, SpvOpConstant, u64_type(e), words, 2);
    return op1(e, SpvOpConvertUToPtr, emit_type(e, v->type, LAYOUT_NONE), c);
}

/* An integer as a uint64_t (sign-extended when signed). */
static uint32_t to_u64(Emitter *e, uint32_t v, const Type *t)
{
    if (t->width != 64)
        v = emit_convert(e, v, t, type_int(e->tt, 64, t->is_signed));
    return t->is_signed ? op1(e, SpvOpBitcast, u64_type(e), v) : v;
}

static uint32_t stride_constant(Emitter *e, const Type *ref)
{
    uint64_t stride = check_reference_stride(e->a, ref);
    uint32_t words[2] = {(uint32_t)stride, (uint32_t)(stride >> 32)};
    return spv_unique(&e->b, SpvOpConstant, u64_type(e), words, 2);
}

/* ref + k, ref - k (k counted in blocks), and ref - ref. */
uint32_t emit_reference_arithmetic(Emitter *e, TokKind op, const Type *lt, uint32_t a, const Type *rt, uint32_t b,
                                   const Type *result)
{
    if (lt->kind == TY_REFERENCE && rt->kind == TY_REFERENCE) {
        const Type *i64 = type_int(e->tt, 64, 1);
        uint32_t ti = emit_type(e, i64, LAYOUT_NONE);
        uint32_t x = op1(e, SpvOpBitcast, ti, op1(e, SpvOpConvertPtrToU, u64_type(e), a));
        uint32_t y = op1(e, SpvOpBitcast, ti, op1(e, SpvOpConvertPtrToU, u64_type(e), b));
        uint32_t diff = op2(e, SpvOpISub, ti, x, y);
        return op2(e, SpvOpSDiv, ti, diff, op1(e, SpvOpBitcast, ti, stride_constant(e, lt)));
    }
    int ref_left = lt->kind == TY_REFERENCE;
    const Type *ref = ref_left ? lt : rt, *it = ref_left ? rt : lt;
    uint32_t ptr = op1(e, SpvOpConvertPtrToU, u64_type(e), ref_left ? a : b);
    uint32_t k = to_u64(e, ref_left ? b : a, it);
    uint32_t bytes = op2(e, SpvOpIMul, u64_type(e), k, stride_constant(e, ref));
    uint32_t sum = op2(e, op == TK_MINUS ? SpvOpISub : SpvOpIAdd, u64_type(e), ptr, bytes);
    return op1(e, SpvOpConvertUToPtr, emit_type(e, result, LAYOUT_NONE), sum);
}
