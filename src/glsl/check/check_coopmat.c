/* The checker's part of GL_NV_cooperative_matrix (and the integer forms of
 * GL_NV_integer_cooperative_matrix).
 *
 * fcoopmatNV<bits, scope, rows, columns> is a matrix spread over the
 * invocations of a scope: a TY_COOPMAT whose parameters are constant or
 * specialization constant expressions (type.h). This file resolves the
 * written type, and checks what the extension lets a shader do with one:
 * construct it from a scalar or from another matrix of the same shape (a
 * conversion), + - / between equal types, * by a scalar, negation, m[i],
 * m.length() (a specialization constant: the driver knows it), and the
 * calls coopMatLoadNV, coopMatStoreNV and coopMatMulAddNV. emit_coopmat.c
 * and emit_expr.c make the SPIR-V (SPV_NV_cooperative_matrix). */
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/fold.h"

static const char *const param_names[4] = {"component bits", "scope", "row count", "column count"};

/* The component type that `bits` gives a f/i/ucoopmatNV, or NULL. */
static const Type *component_type(Checker *c, BaseType kind, int64_t bits)
{
    if (kind == BT_FLOAT)
        return bits == 16 || bits == 32 ? type_float(c->tt, (unsigned)bits) : NULL;
    if (bits != 8 && bits != 32)
        return NULL;
    return type_int(c->tt, (unsigned)bits, kind == BT_INT);
}

/* fcoopmatNV<bits, scope, rows, columns> (GLSL_NV_cooperative_matrix §4.1.X). */
const Type *check_coopmat_type(Checker *c, const TypeSpec *ts)
{
    char buf[40];
    const char *name = type_code_name(ts->builtin, buf, sizeof buf);
    const char *ext = TYPE_SAMPLED(ts->builtin) == BT_FLOAT ? "GL_NV_cooperative_matrix" : "GL_NV_integer_cooperative_matrix";
    if (!check_extension_enabled(c, ext) ||
        (TYPE_SAMPLED(ts->builtin) != BT_FLOAT && !check_extension_enabled(c, "GL_NV_cooperative_matrix"))) {
        check_error(c, ts->loc, "%s needs #extension %s : enable", name,
                    check_extension_enabled(c, ext) ? "GL_NV_cooperative_matrix" : ext);
        return c->tt->error;
    }
    if (ts->params.len != 4) {
        check_error(c, ts->loc, "%s takes four type parameters: <bits, scope, rows, columns>, not %u", name,
                    ts->params.len);
        return c->tt->error;
    }
    int64_t v[4];
    for (int i = 0; i < 4; i++) {
        Node *p = ts->params.data[i];
        if (!check_const_int(c, p, &v[i], arena_printf(c->a, "the %s of %s", param_names[i], name)))
            return c->tt->error;
        if (i == 0 && p->spec) {
            check_error(c, p->loc, "the component bits of %s cannot be a specialization constant", name);
            return c->tt->error;
        }
        if (i > 0 && (v[i] <= 0 || v[i] > 0xffffffffll)) {
            check_error(c, p->loc, "the %s of %s must be greater than zero, not %lld", param_names[i], name,
                        (long long)v[i]);
            return c->tt->error;
        }
    }
    BaseType kind = TYPE_SAMPLED(ts->builtin);
    const Type *component = component_type(c, kind, v[0]);
    if (!component) {
        check_error(c, ts->params.data[0]->loc, "%s has %s components, not %lld-bit ones", name,
                    kind == BT_FLOAT ? "16- or 32-bit" : "8- or 32-bit", (long long)v[0]);
        return c->tt->error;
    }
    const char *needs = component->width == 8 ? "GL_EXT_shader_explicit_arithmetic_types_int8"
                        : component->width == 16 ? "GL_EXT_shader_explicit_arithmetic_types_float16" : NULL;
    if (needs && !check_extension_enabled(c, needs) &&
        !check_extension_enabled(c, "GL_EXT_shader_explicit_arithmetic_types")) {
        check_error(c, ts->params.data[0]->loc, "%s of %lld-bit components needs #extension %s : enable", name,
                    (long long)v[0], needs);
        return c->tt->error;
    }
    uint32_t value[3];
    const void *key[3];
    void *size[3];
    for (int i = 0; i < 3; i++) {
        Node *p = ts->params.data[i + 1];
        value[i] = (uint32_t)v[i + 1];
        key[i] = p->kind == ND_IDENT && p->sym ? (const void *)p->sym : p;
        size[i] = p->spec ? p : NULL;
    }
    return type_coopmat(c->tt, component, value, key, size);
}

/* Whether two matrices have the same scope, rows and columns. */
static int same_param(const Type *a, int i, const Type *b, int j)
{
    return a->coop[i] == b->coop[j] && a->coop_spec[i] == b->coop_spec[j];
}

/* `*slot` converted explicitly, as a constructor converts: a scalar to the
 * component type, or a matrix to one of the same shape. */
static void convert_to(Checker *c, Node **slot, const Type *to)
{
    if ((*slot)->ty == to)
        return;
    Node *conv = node_new(c->a, ND_CONVERT, (*slot)->loc);
    conv->lhs = *slot;
    conv->ty = to;
    conv->precision = (*slot)->precision;
    if ((*slot)->cval && type_is_scalar(to))
        conv->cval = const_convert(c->a, c->tt, (*slot)->cval, to);
    conv->spec = (*slot)->spec;
    *slot = conv;
}

/* A constant matrix: every component the scalar `v` (converted already). */
static const ConstValue *constant_matrix(Checker *c, const Type *t, const ConstValue *v)
{
    ConstValue *m = arena_alloc(c->a, sizeof *m);
    m->type = t;
    m->count = 1;
    m->comps = arena_alloc(c->a, sizeof *m->comps);
    m->comps[0] = v->comps[0];
    return m;
}

/* T(scalar) fills every component; T(matrix) converts a matrix of the same
 * scope and size (not between signed and unsigned integers: SPIR-V cannot). */
const Type *check_coopmat_construct(Checker *c, Node *n, const Type *t, const Type *const *args)
{
    if (n->args.len != 1) {
        check_error(c, n->loc, "%s is made from one scalar or one cooperative matrix, not %u values", tname(c, t),
                    n->args.len);
        n->ty = c->tt->error;
        return n->ty;
    }
    const Type *a = args[0];
    if (a->kind == TY_COOPMAT) {
        if (!same_param(a, 0, t, 0) || !same_param(a, 1, t, 1) || !same_param(a, 2, t, 2)) {
            check_error(c, n->loc, "%s cannot be made from %s: the scope and size must be the same", tname(c, t),
                        tname(c, a));
            n->ty = c->tt->error;
            return n->ty;
        }
        const Type *from = a->elem, *to = t->elem;
        if (from->kind == TY_INT && to->kind == TY_INT && from->is_signed != to->is_signed) {
            /* OpBitcast takes no cooperative matrix, and U/SConvert keep the signedness */
            check_error(c, n->loc, "%s cannot be made from %s: SPIR-V converts cooperative matrices of integers "
                        "only to the same signedness", tname(c, t), tname(c, a));
            n->ty = c->tt->error;
            return n->ty;
        }
        convert_to(c, &n->args.data[0], t);
    } else if (type_is_scalar(a)) {
        convert_to(c, &n->args.data[0], t->elem);
    } else {
        check_error(c, n->loc, "%s cannot be made from %s", tname(c, t), tname(c, a));
        n->ty = c->tt->error;
        return n->ty;
    }
    n->ty = t;
    if (n->args.data[0]->cval && type_is_scalar(n->args.data[0]->ty))
        n->cval = constant_matrix(c, t, n->args.data[0]->cval);
    return t;
}

/* The type of lhs OP rhs when either is a cooperative matrix, or NULL when
 * the extension has no such operator: + - / of two equal types, * of a
 * matrix and a scalar (either side). */
const Type *check_coopmat_binary(Checker *c, Node *n)
{
    const Type *a = n->lhs->ty, *b = n->rhs->ty;
    switch (n->op) {
    case TK_PLUS: case TK_MINUS: case TK_SLASH:
        return a == b ? a : NULL;
    case TK_STAR:
        if (a->kind == TY_COOPMAT && type_is_scalar(b))
            return check_convert(c, &n->rhs, a->elem, "to scale a cooperative matrix") ? a : c->tt->error;
        if (b->kind == TY_COOPMAT && type_is_scalar(a))
            return check_convert(c, &n->lhs, b->elem, "to scale a cooperative matrix") ? b : c->tt->error;
        return NULL;
    default:
        return NULL;
    }
}

/* m[i]: one of the components this invocation holds (how many is
 * m.length(), known only to the driver, so no index is out of range here). */
const Type *check_coopmat_index(Checker *c, Node *n)
{
    const Type *t = n->lhs->ty;
    n->ty = t->elem;
    n->lvalue = n->lhs->lvalue;
    if (n->rhs->cval && n->rhs->ty->is_signed && n->rhs->cval->comps[0].i < 0) {
        check_error(c, n->rhs->loc, "index %lld is negative", (long long)n->rhs->cval->comps[0].i);
        n->ty = c->tt->error;
    } else if (n->lhs->cval) {
        n->cval = const_scalar(c->a, t->elem, n->lhs->cval->comps[0]);
    }
    return n->ty;
}

/* m.length(): the number of components each invocation holds, which the
 * implementation decides: a specialization constant. Its value here (1) is
 * a placeholder that only sizes what the checker needs sized. */
const Type *check_coopmat_length(Checker *c, Node *n)
{
    Scalar one = {.i = 1};
    n->ty = c->tt->int_;
    n->cval = const_scalar(c->a, c->tt->int_, one);
    n->spec = 1;
    c->spec_seen = 1;
    return n->ty;
}

/* ---- coopMatLoadNV, coopMatStoreNV, coopMatMulAddNV ---- */

int check_coopmat_function(const char *name)
{
    /* Asked at every call: by "coo", cos, clamp and cross go no further. */
    return name[0] == 'c' && name[1] == 'o' && name[2] == 'o' && (strcmp(name, "coopMatLoadNV") == 0 || strcmp(name, "coopMatStoreNV") == 0 ||
           strcmp(name, "coopMatMulAddNV") == 0);
}

static const Type *fail_call(Checker *c, Node *n)
{
    n->ty = c->tt->error;
    return n->ty;
}

/* The root variable of an l-value: what its storage class comes from. */
static const Symbol *root_symbol(const Node *n)
{
    while (n->kind == ND_INDEX || n->kind == ND_FIELD)
        n = n->lhs;
    if (n->kind != ND_IDENT || !n->sym)
        return NULL;
    return n->sym->kind == SYM_BLOCK_MEMBER ? n->sym->block : n->sym;
}

/* coopMatLoadNV(out m, buf[], element, stride, colMajor) and
 * coopMatStoreNV(m, buf[], element, stride, colMajor): buf is an array of
 * scalars or vectors in a buffer or shared memory; element and stride count
 * its elements; colMajor is a constant bool (SPIR-V wants a constant). */
static const Type *check_load_store(Checker *c, Node *n, const Type *const *args, int store)
{
    if (n->args.len != 5) {
        check_error(c, n->loc, "%s takes (%sfcoopmatNV m, buf[], uint element, uint stride, bool colMajor), "
                    "not %u arguments", n->name, store ? "" : "out ", n->args.len);
        return fail_call(c, n);
    }
    if (args[0]->kind != TY_COOPMAT) {
        check_error(c, n->args.data[0]->loc, "the first argument of %s is a cooperative matrix, not %s", n->name,
                    tname(c, args[0]));
        return fail_call(c, n);
    }
    if (!store && !n->args.data[0]->lvalue) {
        check_error(c, n->args.data[0]->loc, "%s loads into its first argument, which must be a variable", n->name);
        return fail_call(c, n);
    }
    const Node *buf = n->args.data[1];
    const Symbol *root = root_symbol(buf);
    const Type *bt = args[1];
    if (bt->kind != TY_ARRAY || !(type_is_scalar(bt->elem) || bt->elem->kind == TY_VECTOR) ||
        !type_is_numeric(bt->elem) || !root ||
        !(root->storage == SQ_BUFFER || root->storage == SQ_SHARED)) {
        check_error(c, buf->loc, "%s takes an array of scalars or vectors in a buffer or shared memory, not %s",
                    n->name, tname(c, bt));
        return fail_call(c, n);
    }
    if (store && !buf->lvalue) {
        check_error(c, buf->loc, "%s writes to its second argument, which is readonly", n->name);
        return fail_call(c, n);
    }
    if (!check_convert(c, &n->args.data[2], c->tt->uint_, "as the element") ||
        !check_convert(c, &n->args.data[3], c->tt->uint_, "as the stride") ||
        !check_convert(c, &n->args.data[4], c->tt->bool_, "as colMajor"))
        return fail_call(c, n);
    if (!n->args.data[4]->cval || n->args.data[4]->spec) {
        check_error(c, n->args.data[4]->loc, "the colMajor argument of %s must be a constant expression", n->name);
        return fail_call(c, n);
    }
    n->ty = c->tt->void_;
    return n->ty;
}

/* coopMatMulAddNV(A, B, C): A (M x K) times B (K x N) plus C (M x N), all of
 * one scope; the result has C's type. */
static const Type *check_mul_add(Checker *c, Node *n, const Type *const *args)
{
    if (n->args.len != 3 || args[0]->kind != TY_COOPMAT || args[1]->kind != TY_COOPMAT ||
        args[2]->kind != TY_COOPMAT) {
        check_error(c, n->loc, "coopMatMulAddNV takes three cooperative matrices (A, B, C)");
        return fail_call(c, n);
    }
    const Type *a = args[0], *b = args[1], *m = args[2];
    if (!same_param(a, 0, b, 0) || !same_param(a, 0, m, 0)) {
        check_error(c, n->loc, "the matrices of coopMatMulAddNV must have one scope");
        return fail_call(c, n);
    }
    if (!same_param(a, 1, m, 1) || !same_param(a, 2, b, 1) || !same_param(b, 2, m, 2)) {
        check_error(c, n->loc, "coopMatMulAddNV multiplies an MxK matrix A by a KxN B and adds an MxN C, "
                    "but A is %ux%u, B %ux%u and C %ux%u", a->coop[1], a->coop[2], b->coop[1], b->coop[2],
                    m->coop[1], m->coop[2]);
        return fail_call(c, n);
    }
    n->ty = m;
    return n->ty;
}

const Type *check_coopmat_call(Checker *c, Node *n, const Type *const *args)
{
    if (!check_extension_enabled(c, "GL_NV_cooperative_matrix")) {
        check_error(c, n->loc, "'%s' needs #extension GL_NV_cooperative_matrix : enable", n->name);
        return fail_call(c, n);
    }
    int store = strcmp(n->name, "coopMatStoreNV") == 0, load = strcmp(n->name, "coopMatLoadNV") == 0;
    for (size_t i = 0; i < n->args.len; i++)
        if (!(store && i == 1) && !(load && i == 0))
            check_read(c, n->args.data[i]); /* all but what a load or a store writes */
    if (strcmp(n->name, "coopMatMulAddNV") == 0)
        return check_mul_add(c, n, args);
    return check_load_store(c, n, args, store);
}
