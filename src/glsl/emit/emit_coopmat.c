/* GL_NV_cooperative_matrix in SPIR-V (SPV_NV_cooperative_matrix).
 *
 * Takes what check_coopmat.c accepted and gives OpTypeCooperativeMatrixNV
 * (scope, rows and columns as constant or specialization constant ids),
 * OpCooperativeMatrixLoadNV / StoreNV through a pointer to the first
 * element, and OpCooperativeMatrixMulAddNV. Arithmetic, constructors,
 * conversions and m[i] are emit_expr.c's, on the matrix type as a whole; the
 * builder infers the CooperativeMatrixNV capability and the extension. */
#include <string.h>

#include "glsl/emit/emit.h"

/* Whether the shader enables GL_NV_cooperative_matrix: its loads and stores
 * want StorageBuffer memory, so buffers are StorageBuffer blocks at every
 * SPIR-V version then (SPV_KHR_storage_buffer_storage_class below 1.3). */
int emit_coopmat_enabled(const Emitter *e)
{
    const PpOutput *pp = e->unit->pp;
    int on = 0;
    for (size_t i = 0; i < pp->extensions.len; i++)
        if (strcmp(pp->extensions.data[i].name, "GL_NV_cooperative_matrix") == 0)
            on = pp->extensions.data[i].behavior != EXT_DISABLE;
    return on;
}

/* A scope, row or column count: its constant, or its specialization constant expression. */
static uint32_t param_id(Emitter *e, const Type *t, int i)
{
    if (t->coop_spec[i]) {
        Node *size = e->tt->spec_sizes.data[t->coop_spec[i] - 1];
        uint32_t id = emit_spec_op(e, size);
        if (id)
            return id;
        glsl_error(e->g, size->loc, "this cooperative matrix size cannot be specialized: SPIR-V for shaders "
                   "specializes only integer and bool operations");
    }
    return emit_uint_constant(e, t->coop[i]);
}

uint32_t emit_coopmat_type(Emitter *e, const Type *t)
{
    uint32_t ops[4] = {emit_type(e, t->elem, LAYOUT_NONE), param_id(e, t, 0), param_id(e, t, 1), param_id(e, t, 2)};
    return spv_unique(&e->b, SpvOpTypeCooperativeMatrixNV, 0, ops, 4);
}

/* A pointer to element `index` of the array l-value `buf`, in `lv`. */
static int element_pointer(Emitter *e, Node *buf, uint32_t index, LValue *lv)
{
    LValue base;
    if (!emit_lvalue(e, buf, &base) || base.swizzle_len)
        return 0;
    *lv = base;
    lv->type = buf->ty->elem;
    lv->ptr = spv_new_id(&e->b);
    emit_op(e, SpvOpAccessChain, 4, emit_pointer_type(e, base.storage, lv->type, base.layout), lv->ptr, base.ptr,
            index);
    emit_access_align(e, lv, base.type, -1);
    return 1;
}

/* coopMatLoadNV(m, buf, element, stride, colMajor) and coopMatStoreNV(...). */
static uint32_t load_store(Emitter *e, Node *n, int store)
{
    Node **args = n->args.data;
    LValue mat, elem;
    if (!emit_lvalue(e, args[0], &mat) && !store)
        return 0;
    uint32_t value = store ? emit_expr(e, args[0]) : 0;
    if (!element_pointer(e, args[1], emit_expr(e, args[2]), &elem))
        return 0;
    uint32_t stride = emit_expr(e, args[3]), col_major = emit_expr(e, args[4]);
    uint32_t w[12];
    size_t k = 0;
    if (store) {
        w[k++] = elem.ptr, w[k++] = value, w[k++] = stride, w[k++] = col_major;
        k += emit_memory_operands(e, &elem, 1, w + k);
        emit_op_words(e, SpvOpCooperativeMatrixStoreNV, w, k);
        return 0;
    }
    uint32_t id = spv_new_id(&e->b);
    w[k++] = emit_type(e, args[0]->ty, LAYOUT_NONE), w[k++] = id, w[k++] = elem.ptr, w[k++] = stride;
    w[k++] = col_major;
    k += emit_memory_operands(e, &elem, 0, w + k);
    emit_op_words(e, SpvOpCooperativeMatrixLoadNV, w, k);
    emit_store(e, &mat, id);
    return 0;
}

uint32_t emit_coopmat_call(Emitter *e, Node *n)
{
    if (strcmp(n->name, "coopMatMulAddNV") != 0)
        return load_store(e, n, strcmp(n->name, "coopMatStoreNV") == 0);
    uint32_t a = emit_expr(e, n->args.data[0]), b = emit_expr(e, n->args.data[1]), c = emit_expr(e, n->args.data[2]);
    uint32_t id = spv_new_id(&e->b);
    emit_op(e, SpvOpCooperativeMatrixMulAddNV, 5, emit_type(e, n->ty, LAYOUT_NONE), id, a, b, c);
    return id;
}
