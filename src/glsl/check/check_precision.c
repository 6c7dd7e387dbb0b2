/* The checker, part 5: precision qualifiers (GLSL ES 3.20 §4.7, GLSL 4.60
 * §4.7).
 *
 * Every variable gets a precision (its qualifier, else the default in
 * scope for its type) and every expression one computed from its operands:
 * the highest among them, ignoring operands with none (literals). The
 * emitter marks lowp and mediump values RelaxedPrecision, as glslang does;
 * SPIR-V has no other notion of precision. Desktop GLSL has no defaults, so
 * only qualified variables (and what is computed from them) are relaxed
 * there. */
#include <string.h>

#include "glsl/check/check.h"

enum { DEFAULT_FLOAT, DEFAULT_INT };

/* The precision a qualifier names, or PREC_NONE. */
static uint8_t qualified(uint32_t flags)
{
    return flags & QF_HIGHP ? PREC_HIGH : flags & QF_MEDIUMP ? PREC_MEDIUM : flags & QF_LOWP ? PREC_LOW : PREC_NONE;
}

void check_precision_init(Checker *c)
{
    memset(c->default_precision, 0, sizeof c->default_precision);
    c->opaque_precision.len = 0;
    if (c->pp->profile != PROFILE_ES)
        return;
    /* §4.7.4: fragment shaders have no default for float (a float
     * declared there needs one); int is mediump there, highp elsewhere. */
    int fragment = c->stage == STAGE_FRAGMENT;
    c->default_precision[DEFAULT_FLOAT] = fragment ? PREC_NONE : PREC_HIGH;
    c->default_precision[DEFAULT_INT] = fragment ? PREC_MEDIUM : PREC_HIGH;
}

/* `precision mediump float;`: the default for the rest of the scope. */
void check_precision_statement(Checker *c, const Node *n)
{
    const TypeSpec *ts = n->type;
    uint8_t p = qualified(ts->q->flags);
    const Type *t = resolve_type(c, ts);
    if (t == c->tt->float_)
        c->default_precision[DEFAULT_FLOAT] = p;
    else if (t == c->tt->int_ || t == c->tt->uint_)
        c->default_precision[DEFAULT_INT] = p;
    else if (t->kind == TY_OPAQUE)
        vec_push(c->a, &c->opaque_precision, (t->opaque & 0xffffu) << 8 | p);
    else if (t->kind != TY_ERROR)
        check_error(c, n->loc, "a default precision is for float, int or an opaque type, not %s", tname(c, t));
}

/* ES: sampler2D and samplerCube are lowp unless declared otherwise
 * (§4.7.4), and so their texture forms for glslang; `precision p T;` sets any opaque type's default. 0 when the
 * type has none. */
static uint8_t opaque_default(Checker *c, const Type *t)
{
    uint32_t code = t->opaque & 0xffffu;
    for (size_t i = c->opaque_precision.len; i-- > 0;)
        if (c->opaque_precision.data[i] >> 8 == code)
            return (uint8_t)(c->opaque_precision.data[i] & 0xff);
    if (c->pp->profile != PROFILE_ES)
        return PREC_NONE;
    BaseType b = TYPE_BASE(code);
    SamplerDim dim = TYPE_DIM(code);
    if ((b == BT_SAMPLER || b == BT_TEXTURE) && (dim == DIM_2D || dim == DIM_CUBE || dim == DIM_EXTERNAL) &&
        !TYPE_ARRAYED(code) &&
        !TYPE_SHADOW(code) && !TYPE_MS(code) && TYPE_SAMPLED(code) == BT_FLOAT)
        return PREC_LOW;
    if (b == BT_ATOMIC_UINT)
        return PREC_HIGH;
    return PREC_NONE;
}

/* §4.7 (both profiles): precision qualifiers are for floating-point,
 * integer and opaque types. Booleans have none, and neither have void and
 * structures (their members carry their own). */
void check_precision_applies(Checker *c, const Type *t, uint32_t flags, SrcLoc loc)
{
    if (!qualified(flags))
        return;
    while (t->kind == TY_ARRAY)
        t = t->elem;
    const Type *s = type_scalar_of(t);
    if (t->kind == TY_VOID || t->kind == TY_STRUCT || (s && s->kind == TY_BOOL))
        check_error(c, loc, "%s cannot have a precision qualifier: precision is for float, int and opaque types",
                    tname(c, t));
}

/* ES requires a precision for float in fragment shaders and for opaque
 * types without a default
 * (`uniform highp sampler3D t;` or `precision highp sampler3D;`). A
 * precision given must suit the type (check_precision_applies). */
void check_needs_precision(Checker *c, const Type *t, uint32_t flags, SrcLoc loc)
{
    check_precision_applies(c, t, flags, loc);
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (c->pp->profile != PROFILE_ES || qualified(flags))
        return;
    const Type *s = type_scalar_of(t);
    if (s && s->kind == TY_FLOAT && s->width == 32 && !c->default_precision[DEFAULT_FLOAT]) {
        check_error(c, loc, "GLSL ES fragment shaders have no default precision for float: qualify %s (highp, "
                    "mediump, lowp) or declare 'precision mediump float;' first", tname(c, t));
        return;
    }
    if (t->kind != TY_OPAQUE || opaque_default(c, t))
        return;
    BaseType b = TYPE_BASE(t->opaque);
    if (b != BT_SAMPLER && b != BT_TEXTURE && b != BT_IMAGE && b != BT_SUBPASS)
        return;
    check_error(c, loc, "GLSL ES gives %s no default precision: qualify it (highp, mediump, lowp) or declare "
                "'precision highp %s;'", tname(c, t), type_name(c->a, t));
}

static uint8_t declared_precision(Checker *c, const Type *t, uint32_t flags)
{
    uint8_t p = qualified(flags);
    if (p)
        return p;
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_OPAQUE)
        return opaque_default(c, t);
    const Type *s = type_scalar_of(t);
    if (!s || s->kind == TY_BOOL)
        return PREC_NONE;
    if (s->kind == TY_FLOAT)
        return s->width == 32 ? c->default_precision[DEFAULT_FLOAT] : PREC_NONE;
    return s->width == 32 ? c->default_precision[DEFAULT_INT] : PREC_NONE;
}

uint8_t check_declared_precision(Checker *c, const Type *t, uint32_t flags)
{
    uint8_t p = declared_precision(c, t, flags);
    if (p == PREC_LOW || p == PREC_MEDIUM)
        c->relaxed_seen = 1;
    return p;
}

static uint8_t higher(uint8_t a, uint8_t b)
{
    return a > b ? a : b;
}

/* Queries that give sizes and counts: always highp (§8.9.1). */
static int is_query(const Node *n)
{
    static const char *const names[] = {"textureSize", "textureQueryLevels", "textureSamples", "imageSize",
                                        "imageSamples", "textureQueryLod"};
    if (n->name[0] != 't' && n->name[0] != 'i')
        return 0; /* asked at every call: most names go no further */
    for (size_t i = 0; i < COUNT_OF(names); i++)
        if (strcmp(n->name, names[i]) == 0)
            return 1;
    return 0;
}

void check_expr_precision(Checker *c, Node *n)
{
    (void)c;
    /* Only 32-bit numbers have a precision (glslang relaxes no double,
     * float16_t, int64_t, ... even when computed from mediump values):
     * asked first, so that the others need no look at their operands. */
    if (!n->ty || !n->ty->has_precision) {
        n->precision = PREC_NONE;
        return;
    }
    uint8_t p = PREC_NONE;
    switch (n->kind) {
    case ND_IDENT:
        p = n->sym ? n->sym->precision : PREC_NONE;
        break;
    case ND_INT: case ND_FLOAT: case ND_BOOL: case ND_METHOD:
        break;
    case ND_FIELD:
        if (n->swizzle_len)
            p = n->lhs->precision;
        else if (n->lhs->ty && n->lhs->ty->kind == TY_STRUCT && n->member < n->lhs->ty->field_count)
            p = n->lhs->ty->fields[n->member].precision;
        break;
    case ND_CALL:
        if (n->builtin && is_query(n)) {
            p = PREC_HIGH;
            break;
        }
        if (n->sym && n->sym->kind == SYM_FUNCTION) {
            p = n->sym->precision;
            break;
        }
        if (n->builtin && n->builtin->fn->lowering == LOWER_TEXTURE && n->args.len) {
            p = n->args.data[0]->precision; /* a texel has its sampler's or image's precision */
            break;
        }
        for (size_t i = 0; i < n->args.len; i++)
            p = higher(p, n->args.data[i]->precision);
        break;
    case ND_CONSTRUCT: case ND_INIT_LIST:
        for (size_t i = 0; i < n->args.len; i++)
            p = higher(p, n->args.data[i]->precision);
        break;
    case ND_ASSIGN:
        p = n->lhs->precision;
        break;
    case ND_BINARY:
        p = n->op == TK_COMMA ? n->rhs->precision : higher(n->lhs->precision, n->rhs->precision);
        break;
    case ND_TERNARY:
        p = higher(n->lhs->precision, n->rhs->precision);
        break;
    default: /* unary operators, indexing, conversions: not every kind has both */
        if (node_lhs(n))
            p = n->lhs->precision;
        if (node_rhs(n))
            p = higher(p, n->rhs->precision);
        break;
    }
    n->precision = p;
}
