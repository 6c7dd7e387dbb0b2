/* Specialization constant expressions as OpSpecConstantOp.
 *
 * `const int M = N * 2 + 1;` with N a specialization constant must follow
 * N when the application specializes it, and an array sized by M must be
 * sized by the specialized value. SPIR-V expresses that with global
 * OpSpecConstantOp instructions, which shaders may use only for integer
 * and bool operations (the float ones need the Kernel capability). This
 * file builds them; emit_expr() computes whatever cannot be one in the
 * function instead, which gives the same value at run time. */
#include "glsl/emit/emit.h"

static uint32_t spec_inst(Emitter *e, const Type *t, SpvOp op, int count, uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t id = spv_new_id(&e->b);
    uint32_t type = emit_type(e, t, LAYOUT_NONE);
    if (count == 1)
        spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstantOp, 4, type, id, (uint32_t)op, a);
    else if (count == 2)
        spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstantOp, 5, type, id, (uint32_t)op, a, b);
    else
        spv_instv(&e->b, SEC_GLOBAL, SpvOpSpecConstantOp, 6, type, id, (uint32_t)op, a, b, c);
    return id;
}

static uint32_t scalar_constant(Emitter *e, const Type *t, uint64_t value)
{
    Scalar v = {.u = value};
    return emit_constant(e, &(ConstValue){t, 1, &v, NULL});
}

/* A conversion between integer and bool scalars. */
static uint32_t convert(Emitter *e, uint32_t v, const Type *from, const Type *to)
{
    if (from == to)
        return v;
    if (to->kind == TY_BOOL) /* bool(x): x != 0 */
        return spec_inst(e, to, SpvOpINotEqual, 2, v, scalar_constant(e, from, 0), 0);
    if (from->kind == TY_BOOL) /* int(b): b ? 1 : 0 */
        return spec_inst(e, to, SpvOpSelect, 3, v, scalar_constant(e, to, 1), scalar_constant(e, to, 0));
    if (from->width != to->width)
        return spec_inst(e, to, from->is_signed ? SpvOpSConvert : SpvOpUConvert, 1, v, 0, 0);
    /* Only the signedness changes: an addition of zero of the new type
     * (OpBitcast is not allowed in OpSpecConstantOp for shaders). */
    return spec_inst(e, to, SpvOpIAdd, 2, v, scalar_constant(e, to, 0), 0);
}

static int integral(const Type *t)
{
    return t && (t->kind == TY_INT || t->kind == TY_BOOL);
}

/* An integer or bool vector of specialization constants (gl_WorkGroupSize,
 * ivec2(A, B), a const of such a value) as a global composite; 0 if it is
 * not one. */
static uint32_t spec_vector(Emitter *e, Node *n)
{
    const Type *t = n->ty;
    if (!t || t->kind != TY_VECTOR || !integral(t->elem))
        return 0;
    if (!n->spec)
        return n->cval ? emit_constant(e, n->cval) : 0;
    uint32_t made = ptrmap_get(&e->spec_ids, n);
    if (made)
        return made;
    if (n->kind == ND_IDENT && n->sym && n->sym->builtin == SpvBuiltInWorkgroupSize)
        return emit_expr(e, n); /* the OpSpecConstantComposite decorated WorkgroupSize */
    if (n->kind == ND_IDENT && n->sym && n->sym->spec && n->sym->decl && n->sym->decl->init)
        return spec_vector(e, n->sym->decl->init);
    if (n->kind != ND_CONSTRUCT || n->args.len != t->components)
        return 0;
    uint32_t w[6] = {emit_type(e, t, LAYOUT_NONE), 0};
    for (uint32_t i = 0; i < t->components; i++) {
        /* ivec2(u, u) with u a uint constant: each component converted. */
        const Node *arg = n->args.data[i];
        uint32_t v;
        if (!type_is_scalar(arg->ty) || !integral(arg->ty) || !(v = emit_spec_op(e, n->args.data[i])))
            return 0;
        w[2 + i] = convert(e, v, arg->ty, t->elem);
    }
    w[1] = spv_new_id(&e->b);
    spv_inst(&e->b, SEC_GLOBAL, SpvOpSpecConstantComposite, w, 2 + t->components);
    ptrmap_put(e->a, &e->spec_ids, n, w[1]);
    return w[1];
}

uint32_t emit_spec_op(Emitter *e, Node *n)
{
    if (n->ty && n->ty->kind == TY_VECTOR)
        return spec_vector(e, n);
    if (!integral(n->ty))
        return 0;
    if (!n->spec)
        return n->cval ? emit_constant(e, n->cval) : 0;
    uint32_t made = ptrmap_get(&e->spec_ids, n);
    if (made)
        return made;
    const Type *t = n->ty;
    uint32_t a, b, c, id = 0;
    switch (n->kind) {
    case ND_IDENT: {
        Symbol *s = n->sym;
        if (s && s->spec_id >= 0 && s->value)
            return emit_spec_constant(e, s);
        if (s && s->spec && s->decl && s->decl->init)
            return emit_spec_op(e, s->decl->init);
        return 0;
    }
    case ND_CONVERT:
        if (!integral(n->lhs->ty) || !(a = emit_spec_op(e, n->lhs)))
            return 0;
        id = convert(e, a, n->lhs->ty, t);
        break;
    case ND_FIELD: /* one component of a vector: v.y */
        if (n->swizzle_len != 1 || !(a = spec_vector(e, n->lhs)))
            return 0;
        id = spec_inst(e, t, SpvOpCompositeExtract, 2, a, n->swizzle[0], 0);
        break;
    case ND_INDEX: /* v[1] */
        if (!n->rhs->cval || n->rhs->spec || !(a = spec_vector(e, n->lhs)))
            return 0;
        id = spec_inst(e, t, SpvOpCompositeExtract, 2, a, (uint32_t)n->rhs->cval->comps[0].u, 0);
        break;
    case ND_CONSTRUCT: /* int(u), uint(b), bool(i) */
        if (n->args.len != 1 || !integral(n->args.data[0]->ty) || !(a = emit_spec_op(e, n->args.data[0])))
            return 0;
        id = convert(e, a, n->args.data[0]->ty, t);
        break;
    case ND_UNARY:
        if (!(a = emit_spec_op(e, n->lhs)))
            return 0;
        switch (n->op) {
        case TK_PLUS: id = a; break;
        case TK_MINUS: id = spec_inst(e, t, SpvOpSNegate, 1, a, 0, 0); break;
        case TK_TILDE: id = spec_inst(e, t, SpvOpNot, 1, a, 0, 0); break;
        case TK_BANG: id = spec_inst(e, t, SpvOpLogicalNot, 1, a, 0, 0); break;
        default: return 0;
        }
        break;
    case ND_BINARY: {
        const Type *lt = n->lhs->ty;
        if (!integral(lt) || !integral(n->rhs->ty) || !(a = emit_spec_op(e, n->lhs)) || !(b = emit_spec_op(e, n->rhs)))
            return 0;
        SpvOp op = SpvOpNop;
        switch (n->op) {
        case TK_ANDAND: op = SpvOpLogicalAnd; break;
        case TK_OROR: op = SpvOpLogicalOr; break;
        case TK_XORXOR: op = SpvOpLogicalNotEqual; break;
        case TK_EQ: case TK_NE: case TK_LT: case TK_GT: case TK_LE: case TK_GE: op = emit_compare_op(n->op, lt); break;
        default: op = emit_arithmetic_op(n->op, lt); break;
        }
        if (op == SpvOpNop)
            return 0;
        id = spec_inst(e, t, op, 2, a, b, 0);
        break;
    }
    case ND_METHOD: /* m.length() of a cooperative matrix */
        if (n->lhs->ty->kind != TY_COOPMAT)
            return 0;
        id = emit_coopmat_length(e, n->lhs->ty);
        break;
    case ND_TERNARY:
        if (!(c = emit_spec_op(e, n->cond)) || !(a = emit_spec_op(e, n->lhs)) || !(b = emit_spec_op(e, n->rhs)))
            return 0;
        id = spec_inst(e, t, SpvOpSelect, 3, c, a, b);
        break;
    default:
        return 0;
    }
    ptrmap_put(e->a, &e->spec_ids, n, id);
    return id;
}
