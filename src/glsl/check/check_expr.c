/* The checker, part 2: expressions (GLSL 4.60 chapter 5).
 *
 * Each expression gets its type; operands are converted explicitly
 * (ND_CONVERT) where §4.1.10 allows; constant expressions are folded as
 * they are checked (fold.c), so a constant's value is known bottom-up. An
 * erroneous expression gets TY_ERROR, which every rule accepts silently, so
 * one mistake gives one message. */
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/check_expr.h"
#include "spirv/tables.h"
#include "glsl/check/fold.h"

/* A gl_ name (reserved): three compares, not a call. */
static inline int is_gl_name(const char *name)
{
    return name[0] == 'g' && name[1] == 'l' && name[2] == '_';
}

/* ---- conversions ---- */

static void wrap(Checker *c, Node **slot, const Type *to)
{
    Node *from = *slot;
    if (from->ty == to)
        return;
    if (c->pp->profile == PROFILE_ES && !is_error(from->ty) && !is_error(to) &&
        !check_extension_enabled(c, "GL_EXT_shader_implicit_conversions"))
        check_error(c, from->loc, "GLSL ES has no implicit conversions: %s is not %s (convert it: %s(...))",
                    tname(c, from->ty), tname(c, to), type_name(c->a, to));
    Node *conv = node_new(c->a, ND_CONVERT, from->loc);
    conv->lhs = from;
    conv->ty = to;
    conv->precision = from->precision;
    if (from->cval)
        conv->cval = const_convert(c->a, c->tt, from->cval, to);
    *slot = conv;
}

int check_convert_named(Checker *c, Node **slot, const Type *to, const char *what, const char *name)
{
    const Type *from = check_expr(c, *slot);
    if (is_error(from) || is_error(to))
        return 0;
    if (from == to)
        return 1;
    if (type_conversion_rank(from, to) < 0) {
        check_error(c, (*slot)->loc, "cannot convert %s to %s %s%s%s%s", tname(c, from), tname(c, to), what,
                    name ? " '" : "", name ? name : "", name ? "'" : "");
        return 0;
    }
    wrap(c, slot, to);
    return 1;
}

int check_convert(Checker *c, Node **slot, const Type *to, const char *what)
{
    return check_convert_named(c, slot, to, what, NULL);
}

/* The component type both operands convert to, or NULL. */
static const Type *common_scalar(const Type *a, const Type *b)
{
    if (a == b)
        return a;
    if (type_conversion_rank(a, b) >= 0)
        return b;
    if (type_conversion_rank(b, a) >= 0)
        return a;
    return NULL;
}

/* Converts both operands' components to their common type; 0 if none. */
static int unify(Checker *c, Node *n)
{
    const Type *sa = type_scalar_of(n->lhs->ty), *sb = type_scalar_of(n->rhs->ty);
    if (sa && sa == sb)
        return 1; /* the same components (most operators): nothing to convert */
    const Type *s = sa && sb ? common_scalar(sa, sb) : NULL;
    if (!s)
        return 0;
    wrap(c, &n->lhs, type_with_scalar(c->tt, n->lhs->ty, s));
    wrap(c, &n->rhs, type_with_scalar(c->tt, n->rhs->ty, s));
    return 1;
}

/* ---- operators ---- */

/* The result of an arithmetic operator on shapes a and b (§5.9), with
 * `op` '*' allowing the linear-algebra products; NULL when they don't go. */
static const Type *arithmetic_shape(Checker *c, TokKind op, const Type *a, const Type *b)
{
    if (a == b && !(op == TK_STAR && a->kind == TY_MATRIX))
        return a; /* component-wise; a matrix product goes by the shapes below (mat2x3 * mat2x3 has none) */
    if (type_is_scalar(a))
        return b;
    if (type_is_scalar(b))
        return a;
    if (op == TK_STAR) {
        const Type *s = type_scalar_of(a);
        if (a->kind == TY_MATRIX && b->kind == TY_VECTOR && a->components == b->components)
            return type_vector(c->tt, s, a->rows);
        if (a->kind == TY_VECTOR && b->kind == TY_MATRIX && a->components == b->rows)
            return type_vector(c->tt, s, b->components);
        if (a->kind == TY_MATRIX && b->kind == TY_MATRIX && a->components == b->rows)
            return type_matrix(c->tt, s, b->components, a->rows);
    }
    return NULL;
}

static const char *op_name(TokKind op)
{
    return tok_kind_name(op);
}

static const Type *bad_operands(Checker *c, Node *n)
{
    check_error(c, n->loc, "wrong operand types for '%s': %s and %s", op_name(n->op), tname(c, n->lhs->ty),
                tname(c, n->rhs->ty));
    return fail(n, c->tt->error);
}

/* GLSL 4.60 §4.11: "Types containing arrays sized with a specialization
 * constant cannot be compared, assigned as aggregates, declared with an
 * initializer, or used as an initializer." */
static const Type *spec_array_aggregate(Checker *c, Node *n, const char *what)
{
    check_error(c, n->loc, "%s cannot be %s: it has an array sized by a specialization constant (copy or compare "
                "its elements)", tname(c, n->lhs->ty), what);
    return fail(n, c->tt->error);
}

/* The type of lhs OP rhs once both are checked and converted. */
static const Type *binary_type(Checker *c, Node *n)
{
    const Type *a = n->lhs->ty, *b = n->rhs->ty;
    if (a->kind == TY_COOPMAT || b->kind == TY_COOPMAT) {
        const Type *t = check_coopmat_binary(c, n);
        return t ? t : bad_operands(c, n);
    }
    /* Most operators of a shader: arithmetic on numbers of one component
     * type, a scalar or vectors of one size, which converts nothing. The
     * rules below give the same; this spares them their walk. */
    if ((n->op == TK_PLUS || n->op == TK_MINUS || n->op == TK_STAR || n->op == TK_SLASH || n->op == TK_PERCENT) &&
        a->kind != TY_MATRIX && b->kind != TY_MATRIX) {
        const Type *sa = type_scalar_of(a), *sb = type_scalar_of(b);
        if (sa && sa == sb && (sa->kind == TY_INT || (sa->kind == TY_FLOAT && n->op != TK_PERCENT))) {
            if (a == b || b == sb)
                return a;
            if (a == sa)
                return b;
        }
    }
    switch (n->op) {
    case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_PERCENT: {
        if (!type_is_numeric(a) || !type_is_numeric(b) || !unify(c, n))
            return bad_operands(c, n);
        if (n->op == TK_PERCENT && !type_is_integer(n->lhs->ty))
            return bad_operands(c, n);
        const Type *t = arithmetic_shape(c, n->op, n->lhs->ty, n->rhs->ty);
        return t ? t : bad_operands(c, n);
    }
    case TK_SHL: case TK_SHR:
        /* No conversion: the result has the left operand's type. */
        if (!type_is_integer(a) || !type_is_integer(b) ||
            (b->kind == TY_VECTOR && (a->kind != TY_VECTOR || a->components != b->components)))
            return bad_operands(c, n);
        return a;
    case TK_AMP: case TK_PIPE: case TK_CARET: {
        if (!type_is_integer(a) || !type_is_integer(b) || !unify(c, n))
            return bad_operands(c, n);
        const Type *t = arithmetic_shape(c, n->op, n->lhs->ty, n->rhs->ty);
        return t && t->kind != TY_MATRIX ? t : bad_operands(c, n);
    }
    case TK_LT: case TK_GT: case TK_LE: case TK_GE:
        if (!type_is_scalar(a) || !type_is_numeric(a) || !type_is_scalar(b) || !type_is_numeric(b) || !unify(c, n))
            return bad_operands(c, n);
        return c->tt->bool_;
    case TK_EQ: case TK_NE:
        if (a != b && !(type_scalar_of(a) && type_scalar_of(b) && unify(c, n) && n->lhs->ty == n->rhs->ty))
            return bad_operands(c, n);
        if (a->kind == TY_VOID || type_contains_opaque(a))
            return bad_operands(c, n);
        if (type_has_spec_array(a))
            return spec_array_aggregate(c, n, "compared");
        return c->tt->bool_;
    case TK_ANDAND: case TK_OROR: case TK_XORXOR:
        if (a != c->tt->bool_ || b != c->tt->bool_)
            return bad_operands(c, n);
        return c->tt->bool_;
    case TK_COMMA:
        return b;
    default:
        return bad_operands(c, n);
    }
}

static const Type *check_binary(Checker *c, Node *n)
{
    const Type *a = check_expr(c, n->lhs), *b = check_expr(c, n->rhs);
    if (is_error(a) || is_error(b))
        return fail(n, c->tt->error);
    if (check_reference_binary(c, n))
        return n->ty;
    n->ty = binary_type(c, n);
    if (!is_error(n->ty) && n->lhs->cval && n->rhs->cval && n->op != TK_COMMA)
        n->cval = const_binary(c->a, c->tt, n->op, n->lhs->cval, n->rhs->cval, n->ty);
    return n->ty;
}

/* Checks `n` as memory accessed rather than read: the target of `=`, an
 * argument before its parameter is known, what a member, an element or a
 * length() is taken of. Only the outermost expression of an access reads. */
const Type *check_accessed(Checker *c, Node *n)
{
    c->accessing = 1;
    return check_expr(c, n);
}

/* Whether values of `t` are memory that memory qualifiers speak of: an
 * image's are checked by the functions that take it (§8.12), a reference's
 * by what is reached through it. */
static int holds_memory(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind != TY_OPAQUE && t->kind != TY_REFERENCE;
}

/* GLSL 4.60 §4.10: "It is a compile-time error ... to read from a buffer
 * variable qualified with writeonly" (or a member of a writeonly block). */
void check_writeonly_read(Checker *c, const Node *n)
{
    if (is_error(n->ty))
        return;
    const Node *what = n;
    while (what->kind == ND_INDEX || what->kind == ND_CALL || (what->kind == ND_FIELD && what->lhs->writeonly))
        what = what->kind == ND_CALL ? what->args.data[0] : what->lhs;
    check_error(c, n->loc, "%s%s' is writeonly: it can be written, not read", what->kind == ND_FIELD ? "member '" : "'",
                what->name);
}

/* Why `n` cannot be assigned to, in words. */
static const char *not_lvalue_reason(Checker *c, const Node *n)
{
    switch (n->kind) {
    case ND_IDENT: {
        const Symbol *s = n->sym;
        const Symbol *owner = s && s->kind == SYM_BLOCK_MEMBER ? s->block : s;
        if (!s)
            return "it is not a variable";
        if (s->flags & QF_CONST)
            return arena_printf(c->a, "'%s' is const", s->name);
        if ((s->flags & QF_READONLY) || (owner && (owner->flags & QF_READONLY)))
            return arena_printf(c->a, "'%s' is readonly", s->name);
        if (s->storage == SQ_IN || (owner && owner->storage == SQ_IN))
            return arena_printf(c->a, "'%s' is an input", s->name);
        if (s->storage == SQ_UNIFORM || (owner && owner->storage == SQ_UNIFORM))
            return arena_printf(c->a, "'%s' is a uniform", s->name);
        if (check_mesh_read_only(c, s))
            return arena_printf(c->a, "'%s' is the task payload, which mesh shaders only read", s->name);
        return arena_printf(c->a, "'%s' cannot be written", s->name);
    }
    case ND_FIELD:
        if (n->swizzle_len && n->lhs->lvalue)
            return arena_printf(c->a, "the swizzle '%s' repeats a component", n->name);
        return n->lhs->lvalue ? arena_printf(c->a, "member '%s' is readonly", n->name) : not_lvalue_reason(c, n->lhs);
    case ND_INDEX:
        return not_lvalue_reason(c, n->lhs);
    default:
        return "it is a value, not a variable";
    }
}

int expr_require_lvalue(Checker *c, Node *n, const char *what)
{
    if (n->lvalue) {
        check_limits_write(c, n);
        check_mesh_write(c, n);
        check_tesc_output_write(c, n);
    }
    if (!is_error(n->ty) && check_is_spirv_type(n->ty)) {
        /* GL_EXT_spirv_intrinsics §4.14: spirv_type values "cannot be l-values". */
        check_error(c, n->loc, "%s needs something to write to, but values of %s (a spirv_type) cannot be "
                    "written", what, tname(c, n->ty));
        return 0;
    }
    if (n->lvalue || is_error(n->ty))
        return 1;
    check_error(c, n->loc, "%s needs something to write to, but %s", what, not_lvalue_reason(c, n));
    return 0;
}

static const ConstValue *literal_value(Checker *c, const Type *t, Scalar v);

/* A folded scalar as the literal of its value would be (shared): -1.0 is
 * one value however often written, and so are the constructors made from
 * it (construct_value). */
static const ConstValue *shared_scalar(Checker *c, const ConstValue *v)
{
    if (!v || v->count != 1 || !type_is_scalar(v->type) || const_normalize(v->type, v->comps[0]).u != v->comps[0].u)
        return v;
    return literal_value(c, v->type, v->comps[0]);
}

static const Type *check_unary(Checker *c, Node *n)
{
    const Type *t = check_expr(c, n->lhs);
    if (is_error(t))
        return fail(n, t);
    switch (n->op) {
    case TK_MINUS: case TK_PLUS:
        if (!type_is_numeric(t) && t->kind != TY_COOPMAT)
            break;
        n->ty = t;
        if (n->lhs->cval)
            n->cval = shared_scalar(c, const_unary(c->a, n->op, n->lhs->cval));
        return t;
    case TK_TILDE:
        if (!type_is_integer(t))
            break;
        n->ty = t;
        if (n->lhs->cval)
            n->cval = const_unary(c->a, n->op, n->lhs->cval);
        return t;
    case TK_BANG:
        if (t != c->tt->bool_)
            break;
        n->ty = t;
        if (n->lhs->cval)
            n->cval = const_unary(c->a, n->op, n->lhs->cval);
        return t;
    case TK_INC: case TK_DEC:
        if (!type_is_numeric(t))
            break;
        expr_require_lvalue(c, n->lhs, n->op == TK_INC ? "'++'" : "'--'");
        return n->ty = t;
    default:
        break;
    }
    check_error(c, n->loc, "wrong operand type for unary '%s': %s", op_name(n->op), tname(c, t));
    return fail(n, c->tt->error);
}

/* a = b and a op= b (§5.8). */
static const Type *check_assign(Checker *c, Node *n)
{
    const Type *t = n->op == TK_ASSIGN ? check_accessed(c, n->lhs) : check_expr(c, n->lhs);
    check_expr(c, n->rhs);
    if (is_error(t) || is_error(n->rhs->ty))
        return fail(n, c->tt->error);
    expr_require_lvalue(c, n->lhs, "assignment");
    if (!check_ray_copy(c, t, n->loc, "this assignment"))
        return fail(n, c->tt->error);
    if (type_has_spec_array(t))
        return spec_array_aggregate(c, n, "assigned as a whole");
    n->ty = t;
    if (n->op == TK_ASSIGN) {
        check_convert(c, &n->rhs, t, "in the assignment");
        return t;
    }
    /* a op= b is a = a op b, whose type must be a's. */
    Node tmp = {0};
    memcpy(&tmp, n, node_size(ND_ASSIGN));
    tmp.kind = ND_BINARY;
    tmp.op = (TokKind)(n->op == TK_ADD_ASSIGN ? TK_PLUS : n->op == TK_SUB_ASSIGN ? TK_MINUS :
                       n->op == TK_MUL_ASSIGN ? TK_STAR : n->op == TK_DIV_ASSIGN ? TK_SLASH :
                       n->op == TK_MOD_ASSIGN ? TK_PERCENT : n->op == TK_SHL_ASSIGN ? TK_SHL :
                       n->op == TK_SHR_ASSIGN ? TK_SHR : n->op == TK_AND_ASSIGN ? TK_AMP :
                       n->op == TK_XOR_ASSIGN ? TK_CARET : TK_PIPE);
    const Type *r = check_reference_binary(c, &tmp);
    if (!r)
        r = binary_type(c, &tmp);
    if (!is_error(r) && r != t) {
        check_error(c, n->loc, "'%s' would give %s, which cannot be stored in %s", op_name(n->op), tname(c, r),
                    tname(c, t));
        return fail(n, c->tt->error);
    }
    n->rhs = tmp.rhs; /* with its conversion */
    return t;
}

static const Type *check_ternary(Checker *c, Node *n)
{
    check_convert(c, &n->cond, c->tt->bool_, "as the condition of '?:'");
    const Type *a = check_expr(c, n->lhs), *b = check_expr(c, n->rhs);
    if (is_error(a) || is_error(b) || is_error(n->cond->ty))
        return fail(n, c->tt->error);
    if (a != b) {
        const Type *sa = type_scalar_of(a), *sb = type_scalar_of(b);
        const Type *s = sa && sb ? common_scalar(sa, sb) : NULL;
        if (!s || type_with_scalar(c->tt, a, s) != type_with_scalar(c->tt, b, s)) {
            check_error(c, n->loc, "the two sides of '?:' have different types: %s and %s", tname(c, a),
                        tname(c, b));
            return fail(n, c->tt->error);
        }
        wrap(c, &n->lhs, type_with_scalar(c->tt, a, s));
        wrap(c, &n->rhs, type_with_scalar(c->tt, b, s));
    }
    n->ty = n->lhs->ty;
    if (n->cond->cval && n->lhs->cval && n->rhs->cval)
        n->cval = const_select(n->cond->cval, n->lhs->cval, n->rhs->cval);
    return n->ty;
}

/* ---- names, members, elements ---- */

/* Whether the work group size is declared by now: local_size_* layouts, or
 * spirv_execution_mode(LocalSize or LocalSizeId, ...). */
static int work_group_size_declared(const Checker *c)
{
    const CheckedUnit *u = c->unit;
    for (int i = 0; i < 3; i++)
        if (u->local_size_set[i] || u->local_size_id[i] >= 0)
            return 1;
    for (size_t k = 0; k < u->spirv_modes.len; k++)
        if (u->spirv_modes.data[k].mode == SpvExecutionModeLocalSize ||
            u->spirv_modes.data[k].mode == SpvExecutionModeLocalSizeId)
            return 1;
    return 0;
}

/* " (did you mean 'length'?)" for a misspelt function or value name, else "". */
const char *expr_suggestion(Checker *c, const char *name, int function)
{
    if (strlen(name) < 3)
        return ""; /* any short name is a letter away from another */
    const char *best = scope_closest(c->scope, name, function);
    if (function) {
        size_t d = 0;
        const char *builtin = builtin_closest(name, &d);
        if (builtin && (!best || d < glsl_edit_distance(name, best, 2, 0)))
            best = builtin;
    }
    return best ? arena_printf(c->a, " (did you mean '%s'?)", best) : "";
}

/* Says why the name `n` uses is not declared: a built-in of other stages,
 * extensions or APIs, or a name nothing declares. */
static void check_undeclared(Checker *c, Node *n)
{
    if (check_ray_undeclared(c, n->name, n->loc)) /* a ray tracing built-in of other stages, or off */
        return;
    if ((!strcmp(n->name, "gl_VertexID") || !strcmp(n->name, "gl_InstanceID")) && c->g->opts->vulkan_version)
        check_error(c, n->loc, "'%s' does not exist in GLSL for Vulkan: use %s (it counts from the base %s)",
                    n->name, n->name[3] == 'V' ? "gl_VertexIndex" : "gl_InstanceIndex",
                    n->name[3] == 'V' ? "vertex" : "instance");
    else if (!strcmp(n->name, "gl_DepthRange") && c->g->opts->vulkan_version)
        check_error(c, n->loc, "'gl_DepthRange' does not exist in GLSL for Vulkan: pass the depth range in a "
                    "uniform block");
    else if (check_ext_var_missing(c, n->name, n->loc))
        ;
    else if (check_is_ext_builtin_var(n->name))
        check_error(c, n->loc, "'%s' does not exist in %s shaders", n->name, glsl_stage_long_name(c->stage));
    else if (strcmp(n->name, "<error>") != 0)
        check_error(c, n->loc, "'%s' is not declared%s", n->name, expr_suggestion(c, n->name, 0));
}

/* A global uniform or buffer named inside a function: live when the
 * function runs (the emitter binds only live resources automatically, as
 * glslang does). Consecutive uses are recorded once. */
static void note_resource_use(Checker *c, Symbol *s)
{
    if (!c->function || !s->is_global || (s->storage != SQ_UNIFORM && s->storage != SQ_BUFFER))
        return;
    Symbol *fn = c->function;
    if (fn->resources.len && fn->resources.data[fn->resources.len - 1] == s)
        return;
    vec_push(c->a, &fn->resources, s);
}

Symbol *check_lookup_again(Checker *c, struct IdentLookup *e, const char *name, uint32_t hash)
{
    if (e->name != name) {
        e->name = name;
        e->hash = hash ? hash : hash_string(name);
    }
    e->sym = scope_lookup_hashed(c->scope, name, e->hash);
    e->scope = c->scope;
    e->changes = *c->scope_changes; /* after: a miss of the global scope declares built-ins */
    return e->sym;
}

static const Type *check_ident(Checker *c, Node *n)
{
    Symbol *s = check_lookup(c, n->name, 0);
    if (!s)
        s = check_builtin_constant(c, n->name);
    if (!s)
        s = check_ext_constant(c, n->name, n->loc);
    if (!s)
        s = check_memory_constant(c, n->name, n->loc);
    if (!s) {
        /* One cause, reported at the first use only. */
        if (!check_reported(c, n->name))
            check_undeclared(c, n);
        check_first_report(c, n->name);
        return fail(n, c->tt->error);
    }
    if (s->kind == SYM_FUNCTION || s->kind == SYM_TYPE) {
        check_error(c, n->loc, "'%s' is a %s, not a value", n->name, s->kind == SYM_FUNCTION ? "function" : "type");
        return fail(n, c->tt->error);
    }
    const Type *ray = s->builtin >= 0 ? check_ray_ident(c, n, s) : NULL; /* (it takes built-in variables only) */
    if (ray)
        return ray;
    if (s->builtin >= 0 && strcmp(n->name, "gl_WorkGroupSize") == 0 && !work_group_size_declared(c)) {
        /* §7.1: its value is the size declared before it is read. */
        if (check_first_report(c, n->name))
            check_error(c, n->loc, "gl_WorkGroupSize is read before the shader declares its work group size "
                        "(layout(local_size_x = X, local_size_y = Y, local_size_z = Z) in;)");
        return fail(n, c->tt->error);
    }
    if (s->hidden) {
        if (check_first_report(c, n->name))
            check_error(c, n->loc, "'%s' is not declared: the redeclared gl_PerVertex block leaves it out", n->name);
        return fail(n, c->tt->error);
    }
    if (s->is_global && is_gl_name(n->name) && !check_es_var_version(c, n->name, n->loc))
        return fail(n, c->tt->error);
    BuiltinExt ext = s->builtin >= 0 && s->is_global ? check_builtin_var_ext(c, s) : BEXT_NONE;
    if (ext && !check_ext_use(c, ext, n->name, n->loc))
        return fail(n, c->tt->error);
    if (ext)
        check_control_var_use(c, s, n->loc);
    s->used = 1;
    if (s->kind == SYM_BLOCK_MEMBER)
        s->block->used = 1;
    note_resource_use(c, s->kind == SYM_BLOCK_MEMBER ? s->block : s);
    n->sym = s;
    if (s->precision == PREC_LOW || s->precision == PREC_MEDIUM)
        c->relaxed_seen = 1; /* gl_SubgroupSize and the like: mediump built-ins, added in every shader */
    n->cval = s->value;
    n->spec = (uint8_t)(s->spec_id >= 0 || s->spec);
    c->spec_seen |= n->spec;
    /* Assignable unless const, an input, a uniform or readonly memory. */
    int writeonly = (s->flags & QF_WRITEONLY) != 0;
    int fixed = (s->flags & (QF_CONST | QF_READONLY)) || s->storage == SQ_IN || s->storage == SQ_UNIFORM ||
                s->storage == SQ_ATTRIBUTE || check_mesh_read_only(c, s);
    if (s->kind == SYM_BLOCK_MEMBER) {
        const Symbol *b = s->block;
        const Type *bt = b->type;
        while (bt->kind == TY_ARRAY)
            bt = bt->elem; /* a per-vertex block (an error reported already) */
        const uint32_t member = bt->kind == TY_STRUCT && s->member < bt->field_count ? bt->fields[s->member].flags : 0;
        fixed |= b->storage == SQ_UNIFORM || b->storage == SQ_IN || (b->flags & QF_READONLY) || (member & QF_READONLY);
        writeonly |= (b->flags & QF_WRITEONLY) || (member & QF_WRITEONLY);
    }
    n->lvalue = (uint8_t)!fixed;
    n->writeonly = (uint8_t)(writeonly && holds_memory(s->type));
    return n->ty = s->type;
}

static int swizzle_index(char ch, int *set)
{
    /* By letter: the set (xyzw 1, rgba 2, stpq 3; 0 none) << 2 | the index. */
    static const uint8_t letters[26] = {
        ['x' - 'a'] = 4 | 0, ['y' - 'a'] = 4 | 1, ['z' - 'a'] = 4 | 2, ['w' - 'a'] = 4 | 3,
        ['r' - 'a'] = 8 | 0, ['g' - 'a'] = 8 | 1, ['b' - 'a'] = 8 | 2, ['a' - 'a'] = 8 | 3,
        ['s' - 'a'] = 12 | 0, ['t' - 'a'] = 12 | 1, ['p' - 'a'] = 12 | 2, ['q' - 'a'] = 12 | 3,
    };
    unsigned k = (unsigned char)ch - 'a';
    if (k >= 26 || !letters[k])
        return -1;
    *set = (letters[k] >> 2) - 1;
    return letters[k] & 3;
}

static const Type *check_swizzle(Checker *c, Node *n, const Type *t)
{
    size_t len = strlen(n->name);
    unsigned size = t->kind == TY_VECTOR ? t->components : 1;
    int first_set = -1;
    if (len > 4) {
        check_error(c, n->loc, "swizzle '%s' picks more than four components", n->name);
        return fail(n, c->tt->error);
    }
    unsigned seen = 0;
    int repeats = 0;
    for (size_t i = 0; i < len; i++) {
        int set, k = swizzle_index(n->name[i], &set);
        if (k < 0 || (first_set >= 0 && set != first_set) || (unsigned)k >= size) {
            check_error(c, n->loc, "'%s' is not a swizzle of %s (a field name needs a struct)", n->name, tname(c, t));
            return fail(n, c->tt->error);
        }
        first_set = set;
        repeats |= (seen >> k) & 1;
        seen |= 1u << k;
        n->swizzle[i] = (uint8_t)k;
    }
    n->swizzle_len = (uint8_t)len;
    n->lvalue = (uint8_t)(n->lhs->lvalue && !repeats);
    n->writeonly = n->lhs->writeonly;
    n->ty = type_vector(c->tt, type_scalar_of(t), (unsigned)len);
    if (n->lhs->cval)
        n->cval = const_swizzle(c->a, c->tt, n->lhs->cval, n->swizzle, len);
    return n->ty;
}

static const Type *check_field(Checker *c, Node *n)
{
    const Type *t = check_accessed(c, n->lhs);
    if (is_error(t))
        return fail(n, t);
    int through_reference = t->kind == TY_REFERENCE; /* the memory it points to, whatever the reference is */
    if (through_reference)
        t = t->elem;
    if (t->kind == TY_STRUCT) {
        /* The parser gives equal names one copy: most members are found by
         * their pointer, without a strcmp for each member before them. */
        uint32_t first = 0;
        while (first < t->field_count && t->fields[first].name != n->name)
            first++;
        if (first == t->field_count)
            first = 0; /* (a member named elsewhere: a built-in block's) */
        for (uint32_t i = first; i < t->field_count; i++) {
            if (t->fields[i].name == n->name ||
                (t->fields[i].name[0] == n->name[0] && strcmp(t->fields[i].name, n->name) == 0)) {
                if (t->is_block && is_gl_name(n->name) && !check_es_var_version(c, n->name, n->loc))
                    return fail(n, c->tt->error); /* gl_in[i].gl_PointSize */
                n->member = i;
                n->lvalue = (uint8_t)((n->lhs->lvalue || through_reference) && !(t->fields[i].flags & QF_READONLY));
                n->writeonly = (uint8_t)(n->lhs->writeonly || (t->fields[i].flags & QF_WRITEONLY));
                if (n->lhs->cval)
                    n->cval = const_member(n->lhs->cval, i);
                return n->ty = t->fields[i].type;
            }
        }
        check_error(c, n->loc, "%s has no member '%s'", tname(c, t), n->name);
        return fail(n, c->tt->error);
    }
    if (type_is_scalar(t) && c->pp->profile == PROFILE_ES) {
        /* GLSL ES swizzles vectors only (§5.5). */
        check_error(c, n->loc, "%s cannot be swizzled in GLSL ES ('.%s'): only vectors can", tname(c, t), n->name);
        return fail(n, c->tt->error);
    }
    if (type_is_scalar(t) && !check_has_420pack(c)) {
        check_error(c, n->loc, "swizzling %s ('.%s') " NEEDS_420PACK, tname(c, t), n->name);
        return fail(n, c->tt->error);
    }
    if (t->kind == TY_VECTOR || type_is_scalar(t))
        return check_swizzle(c, n, t);
    check_error(c, n->loc, "%s has no members ('.%s')", tname(c, t), n->name);
    return fail(n, c->tt->error);
}

/* How to name an array in a message: 'gl_ClipDistance', or its type. */
const char *expr_name(Checker *c, const Node *n)
{
    if (n->kind == ND_IDENT)
        return arena_printf(c->a, "'%s'", n->name);
    if (n->kind == ND_FIELD)
        return arena_printf(c->a, "'%s'", n->name);
    return tname(c, n->ty);
}

/* Whether an array's length is an OpSpecConstantOp (N * M - 64), not one
 * specialization constant. */
static int spec_op_sized(Checker *c, const Type *t)
{
    if (!t->spec_length)
        return 0;
    const Node *size = c->tt->spec_sizes.data[t->spec_length - 1];
    return !(size->kind == ND_IDENT && size->sym && size->sym->spec_id >= 0);
}

/* GLSL ES 3.10 with GL_EXT_gpu_shader5 (or OES) has what 3.20 took from it. */
int es_has_gpu_shader5(const Checker *c)
{
    return c->pp->version >= 320 || check_extension_enabled(c, "GL_EXT_gpu_shader5") ||
           check_extension_enabled(c, "GL_OES_gpu_shader5");
}

/* Desktop GLSL before 4.00 indexes arrays of samplers with constant
 * expressions only. GLSL ES indexes some arrays so: fragment outputs
 * (§4.3.6), shader storage block arrays (§4.3.9) and, before 3.20
 * or GL_EXT_gpu_shader5, arrays of opaque types (3.10 §4.1.7.1; ES 1.00
 * Appendix A: by constant-index-expressions) and of uniform blocks (3.10
 * §4.3.9). */
static void check_es_constant_index(Checker *c, const Node *n, const Type *array)
{
    if (n->rhs->cval || n->rhs->spec || n->lhs->kind != ND_IDENT || !n->lhs->sym)
        return;
    if (c->pp->profile != PROFILE_ES) {
        /* GLSL 1.10 to 3.30 4.1.7: an array of samplers is indexed by constant expressions (4.00 takes
         * dynamically uniform ones, from GL_ARB_gpu_shader5) */
        if (array->elem->kind == TY_OPAQUE && c->pp->version < 400 && !c->g->opts->vulkan_version &&
            !check_extension_enabled(c, "GL_ARB_gpu_shader5"))
            check_error(c, n->rhs->loc, "before #version 400 an array of samplers is indexed by constant "
                        "expressions only (or #extension GL_ARB_gpu_shader5 : enable), and '%s' is indexed by a "
                        "variable one", n->lhs->sym->name);
        return;
    }
    const Symbol *s = n->lhs->sym;
    const Type *elem = array->elem;
    const char *what = NULL;
    if (s->storage == SQ_OUT && c->stage == STAGE_FRAGMENT && s->is_global)
        what = "fragment outputs"; /* (not `out` parameters) */
    else if (s->storage == SQ_BUFFER && elem->kind == TY_STRUCT && elem->is_block)
        what = "shader storage blocks";
    else if (elem->kind == TY_OPAQUE && c->pp->version != 100 && !es_has_gpu_shader5(c))
        what = "samplers or images (before 3.20)"; /* ES 1.00: Appendix A's, by the resource limits */
    else if (s->storage == SQ_UNIFORM && elem->kind == TY_STRUCT && elem->is_block && !es_has_gpu_shader5(c))
        what = "uniform blocks (before 3.20)";
    if (what)
        check_error(c, n->rhs->loc, "in GLSL ES an array of %s is indexed by constant expressions only, and '%s' "
                    "is indexed by a variable one", what, s->name);
}

static const Type *check_index(Checker *c, Node *n)
{
    const Type *t = check_accessed(c, n->lhs);
    const Type *i = check_expr(c, n->rhs);
    if (is_error(t) || is_error(i))
        return fail(n, c->tt->error);
    if (!type_is_integer(i) || !type_is_scalar(i)) {
        check_error(c, n->rhs->loc, "an index must be a scalar integer, not %s", tname(c, i));
        return fail(n, c->tt->error);
    }
    uint32_t size;
    switch (t->kind) {
    case TY_REFERENCE: return check_reference_index(c, n);
    case TY_COOPMAT: return check_coopmat_index(c, n);
    case TY_ARRAY:
        n->ty = t->elem;
        /* Per-vertex arrays are as long as the primitive or patch, once
         * declared (§4.3.4); an array sized by an expression of
         * specialization constants has its length only once specialized
         * (glslang checks constant indices against the default of one named
         * constant only). */
        size = spec_op_sized(c, t) ? 0
               : !t->implicit || t->implicit == IMPLICIT_PER_VERTEX_IN || t->implicit == IMPLICIT_PER_VERTEX_OUT
                   ? t->length : 0;
        check_es_constant_index(c, n, t);
        if (t->implicit == IMPLICIT_BY_USE && !n->rhs->cval) {
            check_error(c, n->loc, "%s has no size yet: give it one (redeclare it with a size) before indexing it "
                        "with a non-constant expression", expr_name(c, n->lhs));
            return fail(n, c->tt->error);
        }
        if (t->implicit && n->rhs->cval && n->rhs->cval->comps[0].i >= 8 &&
            (n->lhs->kind == ND_IDENT || n->lhs->kind == ND_FIELD) &&
            (strcmp(n->lhs->name, "gl_ClipDistance") == 0 || strcmp(n->lhs->name, "gl_CullDistance") == 0)) {
            /* GLSL 4.60 §7.1.1: not redeclared, their size is gl_MaxClipDistances (gl_MaxCullDistances). */
            check_error(c, n->rhs->loc, "index %lld is out of range for '%s': it has at most %s (8) elements",
                        (long long)n->rhs->cval->comps[0].i, n->lhs->name,
                        n->lhs->name[3] == 'C' && n->lhs->name[4] == 'l' ? "gl_MaxClipDistances" : "gl_MaxCullDistances");
            return fail(n, c->tt->error);
        }
        /* An implicitly sized array is as long as its largest constant index needs. */
        if ((t->implicit == IMPLICIT_BY_USE || t->implicit == IMPLICIT_BY_USE_ANY_INDEX) && n->rhs->cval &&
            n->rhs->cval->comps[0].i >= 0 &&
            n->rhs->cval->comps[0].u < (1u << 20) && n->rhs->cval->comps[0].u >= t->length)
            ((Type *)t)->length = (uint32_t)n->rhs->cval->comps[0].u + 1;
        break;
    case TY_VECTOR: n->ty = t->elem; size = t->components; break;
    case TY_MATRIX: n->ty = t->elem; size = t->components; break;
    default:
        check_error(c, n->loc, "%s cannot be indexed", tname(c, t));
        return fail(n, c->tt->error);
    }
    check_limits_index(c, n, t);
    if (n->rhs->cval) {
        int64_t k = n->rhs->cval->comps[0].i;
        if (i->is_signed ? k < 0 : 0) {
            check_error(c, n->rhs->loc, "index %lld is negative", (long long)k);
            return fail(n, c->tt->error);
        }
        if (!size && !t->length && (t->implicit == IMPLICIT_PER_VERTEX_IN || t->implicit == IMPLICIT_PER_VERTEX_OUT)) {
            EarlyIndex early = {t, (uint64_t)k, expr_name(c, n->lhs), n->rhs->loc};
            vec_push(c->a, &c->early_indices, early);
        }
        if (size && (uint64_t)k >= size) {
            check_error(c, n->rhs->loc, "index %llu is out of range for %s", (unsigned long long)k, tname(c, t));
            return fail(n, c->tt->error);
        }
        if (n->lhs->cval)
            n->cval = const_index(c->a, c->tt, n->lhs->cval, (uint64_t)k);
    }
    n->lvalue = n->lhs->lvalue;
    n->writeonly = n->lhs->writeonly;
    return n->ty;
}

struct LiteralSlot {
    const Type *type;
    uint64_t bits;
    const ConstValue *value;
};

/* The table stops at LITERALS_MAX_SLOTS (64 KiB) and starts afresh when
 * half full: values made before stay, only their sharing is forgotten. */
#define LITERALS_MAX_SLOTS 2048

static struct LiteralSlot *literal_slot(struct LiteralSlot *slots, uint32_t cap, const Type *t, uint64_t bits)
{
    /* The high half folded in first: a product's bits 40 and up see only the
     * factor's bits below them, and a double's value is in its top bits. */
    uint64_t h = (bits ^ (bits >> 32) ^ (uint64_t)(uintptr_t)t) * 0x9e3779b97f4a7c15u;
    uint32_t i = (uint32_t)(h >> 40) & (cap - 1);
    while (slots[i].value && !(slots[i].type == t && slots[i].bits == bits))
        i = (i + 1) & (cap - 1);
    return &slots[i];
}

/* The scalar constant `v` of type `t`, shared with the literals before of
 * the same type and value. */
static const ConstValue *literal_value(Checker *c, const Type *t, Scalar v)
{
    if (!type_is_scalar(t))
        return NULL;
    v = const_normalize(t, v);
    if (2 * (c->literals_len + 1) > c->literals_cap) {
        if (c->literals_cap >= LITERALS_MAX_SLOTS) {
            memset(c->literals, 0, c->literals_cap * sizeof *c->literals);
            c->literals_len = 0;
        } else {
            uint32_t cap = c->literals_cap ? c->literals_cap * 2 : 64;
            struct LiteralSlot *slots = arena_alloc(c->a, cap * sizeof *slots);
            for (uint32_t i = 0; i < c->literals_cap; i++)
                if (c->literals[i].value)
                    *literal_slot(slots, cap, c->literals[i].type, c->literals[i].bits) = c->literals[i];
            c->literals = slots;
            c->literals_cap = cap;
        }
    }
    struct LiteralSlot *slot = literal_slot(c->literals, c->literals_cap, t, v.u);
    if (!slot->value) {
        slot->type = t;
        slot->bits = v.u;
        slot->value = const_scalar(c->a, t, v);
        c->literals_len++;
    }
    return slot->value;
}

/* literal_value through Checker.recent_literals. */
static const ConstValue *recent_literal(Checker *c, const Type *t, Scalar v)
{
    uint64_t h = (v.u ^ (v.u >> 32) ^ (uint64_t)(uintptr_t)t) * 0x9e3779b97f4a7c15u;
    if (!c->recent_literals)
        c->recent_literals = arena_alloc(c->a, CHECK_RECENT_LITERALS * sizeof *c->recent_literals);
    struct RecentLiteral *r = &c->recent_literals[(h >> 40) & (CHECK_RECENT_LITERALS - 1)];
    if (r->type != t || r->bits != v.u) {
        r->type = t;
        r->bits = v.u;
        r->value = literal_value(c, t, v);
    }
    return r->value;
}

static const Type *check_literal(Checker *c, Node *n)
{
    Scalar v = {0};
    switch (n->op) {
    case TK_INTCONST: n->ty = c->tt->int_; v.u = n->lit.u; break;
    case TK_UINTCONST: n->ty = c->tt->uint_; v.u = n->lit.u; break;
    case TK_INT64CONST: n->ty = type_int(c->tt, 64, 1); v.u = n->lit.u; break;
    case TK_UINT64CONST: n->ty = type_int(c->tt, 64, 0); v.u = n->lit.u; break;
    case TK_INT16CONST: n->ty = type_int(c->tt, 16, 1); v.u = n->lit.u; break;
    case TK_UINT16CONST: n->ty = type_int(c->tt, 16, 0); v.u = n->lit.u; break;
    case TK_FLOATCONST: n->ty = c->tt->float_; v.f = n->lit.f; break;
    case TK_DOUBLECONST: n->ty = c->tt->double_; v.f = n->lit.f; break;
    case TK_FLOAT16CONST: n->ty = type_float(c->tt, 16); v.f = n->lit.f; break;
    default: return fail(n, c->tt->error);
    }
    /* The spelling is kept for the kinds named below (number_literal). */
    const char *text = n->name ? n->name : "";
    int len = (int)strlen(text);
    const Type *s = n->ty;
    uint32_t family = s->kind == TY_FLOAT ? (s->width == 16 ? FAM_F16 : s->width == 64 ? FAM_F64 : 0)
                      : s->width == 64    ? (s->is_signed ? FAM_I64 : FAM_U64)
                      : s->width == 16    ? (s->is_signed ? FAM_I16 : FAM_U16) : 0;
    if (family == FAM_F64 && c->pp->profile == PROFILE_ES) {
        check_error(c, n->loc, "the double literal %.*s does not exist in GLSL ES, which has no 64-bit floating "
                    "point: write %.*s", len, text, len - 2, text);
        n->ty = c->tt->float_; /* read on as a float: no echoes */
    } else if (family && !(c->families & family)) {
        const char *ext = family == FAM_F16   ? "GL_EXT_shader_explicit_arithmetic_types_float16"
                          : family == FAM_F64 ? "GL_EXT_shader_explicit_arithmetic_types_float64"
                          : s->width == 64    ? "GL_EXT_shader_explicit_arithmetic_types_int64"
                                              : "GL_EXT_shader_explicit_arithmetic_types_int16";
        check_error(c, n->loc, "the %s literal %.*s needs #extension %s : enable", tname(c, s), len, text, ext);
    }
    n->cval = recent_literal(c, n->ty, v);
    return n->ty;
}

/* Whether any operand of `n` depends on a specialization constant. */
static int depends_on_spec(const Node *n)
{
    /* Each through node_lhs and kin: a kind has only the fields it uses. */
    const Node *l = node_lhs(n), *r = node_rhs(n), *k = node_cond(n);
    if ((l && l->spec) || (r && r->spec) || (k && k->spec))
        return 1;
    for (size_t i = 0; i < node_arg_count(n); i++)
        if (n->args.data[i]->spec)
            return 1;
    return 0;
}

static const Type *check_expr_inner(Checker *c, Node *n);

/* What a node needs once checked when the shader has specialization
 * constants or relaxed precision (most have neither: one test a node). */
static void check_expr_modes(Checker *c, Node *n)
{
    if (c->spec_seen && n->kind != ND_IDENT && depends_on_spec(n))
        n->spec = 1;
    /* Else none or highp, alike to the emitter. Most values of a shader
     * of 8-, 16- or 64-bit types have no precision: no call for them. */
    if (c->relaxed_seen && n->ty && n->ty->has_precision)
        check_expr_precision(c, n);
    else if (c->relaxed_seen)
        n->precision = PREC_NONE;
}

const Type *check_expr(Checker *c, Node *n)
{
    int accessed = c->accessing;
    c->accessing = 0; /* for this node only, not for its operands */
    if (n->ty)
        return n->ty; /* checked already (a compound assignment's parts) */
    c->at_token = n->tok_index;
    const Type *t = check_expr_inner(c, n);
    if (!accessed)
        check_read(c, n);
    if (c->spec_seen | c->relaxed_seen)
        check_expr_modes(c, n);
    return t;
}

/* An operator's type, once its operands' widths are allowed: a test for
 * operators only, not for every node. */
static inline const Type *operator_checked(Checker *c, const Node *n, const Type *t)
{
    if (!is_error(t))
        check_storage_only(c, n);
    return t;
}

static const Type *check_expr_inner(Checker *c, Node *n)
{
    switch (n->kind) {
    case ND_IDENT: return check_ident(c, n);
    case ND_INT: case ND_FLOAT: return check_literal(c, n);
    case ND_BOOL: {
        Scalar v = {.u = n->lit.u};
        n->ty = c->tt->bool_;
        n->cval = recent_literal(c, n->ty, v);
        return n->ty;
    }
    case ND_UNARY: case ND_POSTFIX: return operator_checked(c, n, check_unary(c, n));
    case ND_BINARY: return operator_checked(c, n, check_binary(c, n));
    case ND_ASSIGN: return operator_checked(c, n, check_assign(c, n));
    case ND_TERNARY: return check_ternary(c, n);
    case ND_CALL: return check_call(c, n);
    case ND_CONSTRUCT: return check_construct(c, n);
    case ND_INDEX: return check_index(c, n);
    case ND_FIELD: return check_field(c, n);
    case ND_METHOD: return check_method(c, n);
    case ND_CONVERT: return n->ty;
    case ND_STRING:
        check_error(c, n->loc, "a string can only be used in GL_EXT_spirv_intrinsics qualifiers and debugPrintfEXT");
        return fail(n, c->tt->error);
    case ND_INIT_LIST:
        check_error(c, n->loc, "an initializer list can only initialize a declared variable");
        return fail(n, c->tt->error);
    default:
        check_error(c, n->loc, "this is not an expression");
        return fail(n, c->tt->error);
    }
}

/* The type of element `i` of `t`, as an initializer list fills it. */
static const Type *init_element(Checker *c, const Type *t, size_t i)
{
    switch (t->kind) {
    case TY_ARRAY: return t->elem;
    case TY_STRUCT: return t->fields[i].type;
    case TY_VECTOR: return t->elem;
    case TY_MATRIX: return t->elem;
    default: return c->tt->error;
    }
}

const Type *check_init_list(Checker *c, Node *n, const Type *t)
{
    size_t count = n->args.len;
    uint32_t want;
    switch (t->kind) {
    case TY_ARRAY:
        if (!t->length)
            t = type_array(c->tt, t->elem, (uint32_t)count);
        want = t->length;
        break;
    case TY_STRUCT: want = t->field_count; break;
    case TY_VECTOR: want = t->components; break;
    case TY_MATRIX: want = t->components; break;
    case TY_ERROR: return fail(n, t);
    default:
        if (!count && type_is_scalar(t)) {
            want = 0; /* {} of a scalar: GL_EXT_null_initializer's zero */
            break;
        }
        check_error(c, n->loc, "an initializer list cannot initialize %s", tname(c, t));
        return fail(n, c->tt->error);
    }
    /* {} is GL_EXT_null_initializer's: every component zero. */
    if (!count && !check_extension_enabled(c, "GL_EXT_null_initializer")) {
        check_error(c, n->loc, "an empty initializer list '{}' needs #extension GL_EXT_null_initializer");
        return fail(n, c->tt->error);
    }
    if (count && count != want) {
        check_error(c, n->loc, "%s needs %u initializers, %zu given", tname(c, t), want, count);
        return fail(n, c->tt->error);
    }
    int constant = 1;
    for (size_t i = 0; i < count; i++) {
        Node **item = &n->args.data[i];
        const Type *et = init_element(c, t, i);
        if ((*item)->kind == ND_INIT_LIST && !(*item)->args.len) {
            check_error(c, (*item)->loc, "'{}' initializes a whole variable (GL_EXT_null_initializer), not an "
                        "element: give it values");
            return fail(n, c->tt->error);
        }
        if (t->kind == TY_ARRAY && type_has_unsized(et)) {
            /* float a[][] = { {1.0, 2.0}, ... }: the first element sizes the others (§4.1.9). */
            const Type *sized = (*item)->kind == ND_INIT_LIST ? check_init_list(c, *item, et)
                                                              : type_sized_like(c->tt, et, check_expr(c, *item));
            if (!sized || is_error(sized)) {
                if (!sized)
                    check_error(c, (*item)->loc, "%s cannot initialize an element of %s",
                                tname(c, (*item)->ty), tname(c, t));
                return fail(n, c->tt->error);
            }
            t = type_array(c->tt, sized, t->length); /* an expression of that shape needs no conversion */
        } else if ((*item)->kind == ND_INIT_LIST) {
            check_init_list(c, *item, et);
        } else {
            check_convert(c, item, et, "in the initializer list");
        }
        constant &= (*item)->cval != NULL;
    }
    n->ty = t;
    if (!count) {
        n->cval = const_zero(c->a, t, glsl_limit(c->g, GLSPV_LIMIT_CONSTANT_ELEMENTS));
    } else if (constant) {
        const ConstValue **vals = arena_alloc(c->a, count * sizeof *vals);
        for (size_t i = 0; i < count; i++)
            vals[i] = n->args.data[i]->cval;
        n->cval = const_construct(c->a, c->tt, t, vals, count);
    }
    return t;
}

int check_const_int(Checker *c, Node *n, int64_t *value, const char *what)
{
    return check_const_int_of(c, n, value, (Subject){"%s", what, NULL, NULL});
}

int check_const_int_of(Checker *c, Node *n, int64_t *value, Subject what)
{
    const Type *t = check_expr(c, n);
    if (is_error(t))
        return 0;
    if (!type_is_integer(t) || !type_is_scalar(t)) {
        check_error(c, n->loc, "%s must be an integer, not %s", subject_text(c, what), tname(c, t));
        return 0;
    }
    if (!n->cval) {
        check_error(c, n->loc, "%s must be a constant expression", subject_text(c, what));
        return 0;
    }
    *value = t->is_signed ? n->cval->comps[0].i : (int64_t)n->cval->comps[0].u;
    return 1;
}
