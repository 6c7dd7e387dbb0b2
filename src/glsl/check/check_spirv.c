/* The checker, part 6: GL_EXT_spirv_intrinsics qualifiers.
 *
 * Turns the spirv_* qualifiers the parser kept (SpirvQual, ast.h) into
 * their checked forms (intrinsics.h): numbers folded, operands classified
 * as literal words, strings, ids or types, requirements collected. Our
 * reading of the places where the extension's text and its grammar
 * disagree (docs/spirv-intrinsics.md):
 *   - mode, decoration, storage-class, opcode and capability numbers are
 *     integer constant expressions (the text), not only literal tokens;
 *   - spirv_execution_mode_id takes its requirements before the mode, as
 *     every form does, and may have no operands;
 *   - spirv_decorate may have no operands (the extension's own example);
 *   - spirv_execution_mode takes strings as operands too (glslang does);
 *   - spirv_decorate_id operands are constant expressions (specialization
 *     constants included) or variables;
 *   - spirv_type parameters: a literal token is a literal word, another
 *     constant expression an OpConstant id, `spirv_id x` always an id, a
 *     type its id;
 *   - spirv_decorate* on a function definition decorates its OpFunction, on
 *     a parameter its OpFunctionParameter (glslang drops them silently);
 *     on prototypes and spirv_instruction declarations they are errors. */
#include <stdlib.h>
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/fold.h"
#include "spirv/grammar.h"

/* ---- numbers, operands, requirements ---- */

/* A non-negative integer constant (a mode, decoration or opcode number). */
static int spirv_number(Checker *c, Node *n, const char *what, uint32_t *out)
{
    int64_t v;
    if (!check_const_int(c, n, &v, what))
        return 0;
    if (n->spec) {
        check_error(c, n->loc, "%s must be a constant, not a specialization constant", what);
        return 0;
    }
    if (v < 0 || v > 0xffffffffll) {
        check_error(c, n->loc, "%s is %lld, which is not a SPIR-V word", what, (long long)v);
        return 0;
    }
    *out = (uint32_t)v;
    return 1;
}

static void check_reqs(Checker *c, const SpirvQual *q, SpirvReqs *reqs)
{
    if (q->extensions.len) {
        reqs->extensions = arena_alloc(c->a, q->extensions.len * sizeof *reqs->extensions);
        for (size_t i = 0; i < q->extensions.len; i++) {
            Node *n = q->extensions.data[i];
            if (n->kind != ND_STRING) {
                check_error(c, n->loc, "extensions = [...] lists SPIR-V extension names as strings "
                            "(\"SPV_KHR_...\")");
                continue;
            }
            const char *name = check_string_text(c, n);
            if (name)
                reqs->extensions[reqs->extension_count++] = name;
        }
    }
    if (q->capabilities.len) {
        reqs->capabilities = arena_alloc(c->a, q->capabilities.len * sizeof *reqs->capabilities);
        for (size_t i = 0; i < q->capabilities.len; i++) {
            Node *n = q->capabilities.data[i];
            uint32_t cap;
            if (n->kind == ND_STRING)
                check_error(c, n->loc, "capabilities = [...] lists capability numbers, not strings");
            else if (spirv_number(c, n, "a capability", &cap))
                reqs->capabilities[reqs->capability_count++] = cap;
        }
    }
}

/* One literal word: an int or uint, a float's bits, a bool (0 or 1); or,
 * where allowed, a string. */
static int literal_operand(Checker *c, Node *n, int allow_string, SpirvOperand *out, const char *what)
{
    if (n->kind == ND_STRING) {
        if (!allow_string) {
            check_error(c, n->loc, "%s takes numbers, not strings", what);
            return 0;
        }
        out->kind = SPIRV_STRING;
        out->string = check_string_text(c, n);
        return out->string != NULL;
    }
    const Type *t = check_expr(c, n);
    if (t->kind == TY_ERROR)
        return 0;
    if (!type_is_scalar(t) || t->width > 32 || (t->kind != TY_BOOL && t->width < 32)) {
        check_error(c, n->loc, "%s takes 32-bit scalar literals (int, uint, float or bool), not %s", what,
                    tname(c, t));
        return 0;
    }
    if (!n->cval || n->spec) {
        check_error(c, n->loc, "%s takes constants the compiler knows (not specialization constants)", what);
        return 0;
    }
    out->kind = SPIRV_LITERAL;
    out->is_float = t->kind == TY_FLOAT;
    Scalar v = n->cval->comps[0];
    out->word = t->kind == TY_FLOAT ? (uint32_t)const_float_bits(32, v.f) : (uint32_t)v.u;
    return 1;
}

/* An <id> operand: a constant (front-end or specialization) or a variable. */
static int id_operand(Checker *c, Node *n, SpirvOperand *out, const char *what)
{
    if (n->kind == ND_STRING) {
        check_error(c, n->loc, "%s takes constants or variables, not strings", what);
        return 0;
    }
    const Type *t = check_expr(c, n);
    if (t->kind == TY_ERROR)
        return 0;
    int variable = n->kind == ND_IDENT && n->sym && n->sym->kind == SYM_VARIABLE && !n->cval && !n->spec;
    if (!n->cval && !n->spec && !variable) {
        check_error(c, n->loc, "%s takes a constant expression or a variable", what);
        return 0;
    }
    out->kind = SPIRV_ID;
    out->expr = n;
    return 1;
}

/* What the grammar says a decoration's operands are: 'S' all strings, 'I'
 * some ids, 'L' literals; 0 for a decoration it does not know. */
static char decoration_operands(uint32_t decoration, uint32_t *count)
{
    const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_Decoration, decoration);
    *count = 0;
    if (!e)
        return 0;
    char shape = 'L';
    int strings = 0;
    for (uint16_t i = 0; i < e->param_count; i++) {
        SpvKind k = (SpvKind)spv_operand_lists[e->params + i].kind;
        if (spv_kinds[k].category == SPV_CAT_ID)
            shape = 'I';
        strings += k == SPV_KIND_LiteralString;
    }
    *count = e->param_count;
    if (strings && strings == e->param_count)
        shape = 'S';
    return shape;
}

/* The checked operands as the grammar matcher takes them. */
static SpirvGiven *given_of(Checker *c, const SpirvOperand *ops, uint32_t n)
{
    SpirvGiven *g = arena_alloc(c->a, (n + 1) * sizeof *g);
    for (uint32_t i = 0; i < n; i++) {
        g[i].kind = ops[i].kind == SPIRV_LITERAL ? (ops[i].is_float ? 'F' : 'L') : ops[i].kind == SPIRV_STRING ? 'S'
                    : 'I';
        g[i].word = ops[i].word;
    }
    return g;
}

/* Whether operands fit enumerant `e`'s parameters; an error at `loc` that
 * names both when not. */
static int fit_enumerant_params(Checker *c, SrcLoc loc, const char *what, const SpvEnumerantInfo *e,
                                const SpirvOperand *ops, uint32_t n)
{
    SpirvGiven *g = given_of(c, ops, n);
    if (spirv_operands_fit(g, n, e->params, e->param_count))
        return 1;
    check_error(c, loc, "%s %s (%u) takes %s, not %s", what, e->name, e->value,
                spirv_operands_text(c->a, e->params, e->param_count), spirv_given_text(c->a, g, n));
    return 0;
}

/* ---- spirv_decorate, spirv_decorate_id, spirv_decorate_string ---- */

static const char *decorate_name(SpirvDecorationKind k)
{
    return k == SPIRV_DECORATE ? "spirv_decorate" : k == SPIRV_DECORATE_ID ? "spirv_decorate_id"
                                                                          : "spirv_decorate_string";
}

/* What a decoration that SPIR-V allows on types or structure members only
 * applies to; NULL for the others. spirv_decorate reaches variables,
 * members, functions and parameters, and a block's or array's type is the
 * compiler's to decorate (Block from the block declaration, strides from
 * its layout), so these would make an invalid module. Offset is also a
 * variable's place in its transform feedback buffer (the SPIR-V of
 * xfb_offset), so an output variable takes it too. */
static const char *decoration_target(uint32_t decoration, int output, int *on_member)
{
    *on_member = 0;
    if (decoration == SpvDecorationOffset && output)
        return NULL;
    switch (decoration) {
    case SpvDecorationBlock: case SpvDecorationBufferBlock: case SpvDecorationGLSLShared:
    case SpvDecorationGLSLPacked: case SpvDecorationCPacked:
        return "a structure type";
    case SpvDecorationArrayStride:
        return "an array or pointer type";
    case SpvDecorationRowMajor: case SpvDecorationColMajor: case SpvDecorationMatrixStride:
    case SpvDecorationOffset:
        *on_member = 1;
        return decoration == SpvDecorationOffset ? "a structure member or an output variable (its transform "
                                                   "feedback offset)" : "a structure member";
    default:
        return NULL;
    }
}

static int check_decoration(Checker *c, const SpirvQual *q, int member, int output, SpirvDecoration *d)
{
    d->kind = q->keyword == KW_SPIRV_DECORATE ? SPIRV_DECORATE : q->keyword == KW_SPIRV_DECORATE_ID
              ? SPIRV_DECORATE_ID : SPIRV_DECORATE_STRING;
    d->loc = q->loc;
    const char *name = decorate_name(d->kind);
    check_reqs(c, q, &d->reqs);
    if (q->set || q->id) {
        check_error(c, q->loc, "%s takes no set = or id =", name);
        return 0;
    }
    if (!q->args.len) {
        check_error(c, q->loc, "%s needs a decoration number", name);
        return 0;
    }
    if (!spirv_number(c, q->args.data[0], arena_printf(c->a, "the decoration of %s", name), &d->decoration))
        return 0;
    if (d->kind == SPIRV_DECORATE_ID && member) {
        check_error(c, q->loc, "spirv_decorate_id cannot decorate a member: SPIR-V has no OpMemberDecorateId");
        return 0;
    }
    uint32_t want = 0;
    char shape = decoration_operands(d->decoration, &want);
    const SpvEnumerantInfo *known = spv_enumerant_by_value(SPV_KIND_Decoration, d->decoration);
    if (shape && ((shape == 'S') != (d->kind == SPIRV_DECORATE_STRING) ||
                  (shape == 'I') != (d->kind == SPIRV_DECORATE_ID))) {
        check_error(c, q->loc, "decoration %s (%u) takes %s operands: write it with %s", known->name, d->decoration,
                    shape == 'S' ? "only string" : shape == 'I' ? "id" : "literal",
                    shape == 'S' ? "spirv_decorate_string" : shape == 'I' ? "spirv_decorate_id" : "spirv_decorate");
        return 0;
    }
    if (d->kind == SPIRV_DECORATE_STRING && q->args.len < 2) {
        check_error(c, q->loc, "spirv_decorate_string needs at least one string after the decoration");
        return 0;
    }
    if (d->kind == SPIRV_DECORATE_ID && q->args.len < 2) {
        check_error(c, q->loc, "spirv_decorate_id needs at least one operand after the decoration");
        return 0;
    }
    d->operand_count = (uint32_t)q->args.len - 1;
    d->operands = arena_alloc(c->a, (d->operand_count + 1) * sizeof *d->operands);
    for (uint32_t i = 0; i < d->operand_count; i++) {
        Node *n = q->args.data[i + 1];
        SpirvOperand *o = &d->operands[i];
        int ok;
        if (d->kind == SPIRV_DECORATE_STRING) {
            ok = n->kind == ND_STRING;
            if (ok) {
                o->kind = SPIRV_STRING;
                o->string = check_string_text(c, n);
                ok = o->string != NULL;
            } else {
                check_error(c, n->loc, "spirv_decorate_string takes only strings after the decoration");
            }
        } else if (d->kind == SPIRV_DECORATE_ID) {
            ok = id_operand(c, n, o, "spirv_decorate_id");
        } else {
            ok = literal_operand(c, n, 0, o, "spirv_decorate");
        }
        if (!ok)
            return 0;
    }
    if (!known) {
        check_error(c, q->args.data[0]->loc, "%u is not a decoration of the SPIR-V grammar glspv knows (1.6 "
                    "revision 1): the module would not decode", d->decoration);
        return 0;
    }
    int on_member;
    const char *target = decoration_target(d->decoration, output && !member, &on_member);
    if (target && !(member && on_member)) {
        check_error(c, q->loc, "decoration %s (%u) applies to %s only: the compiler gives it from the "
                    "GLSL declaration (a block; layout(offset = N, row_major, ...) on a block's member)", known->name, d->decoration,
                    target);
        return 0;
    }
    return fit_enumerant_params(c, q->loc, "decoration", known, d->operands, d->operand_count);
}

static int decoration_order(const void *a, const void *b)
{
    const SpirvDecoration *x = a, *y = b;
    if (x->kind != y->kind)
        return (int)x->kind - (int)y->kind;
    return x->decoration < y->decoration ? -1 : x->decoration > y->decoration;
}

const SpirvDecorations *check_spirv_decorated(Checker *c, const Qualifiers *q, int member)
{
    size_t n = 0;
    for (size_t i = 0; i < q->spirv.len; i++) {
        TokKind k = q->spirv.data[i].keyword;
        n += k == KW_SPIRV_DECORATE || k == KW_SPIRV_DECORATE_ID || k == KW_SPIRV_DECORATE_STRING;
    }
    if (!n)
        return NULL;
    SpirvDecorations *ds = arena_alloc(c->a, sizeof *ds);
    ds->list = arena_alloc(c->a, n * sizeof *ds->list);
    for (size_t i = 0; i < q->spirv.len; i++) {
        const SpirvQual *sq = &q->spirv.data[i];
        if (sq->keyword != KW_SPIRV_DECORATE && sq->keyword != KW_SPIRV_DECORATE_ID &&
            sq->keyword != KW_SPIRV_DECORATE_STRING)
            continue;
        SpirvDecoration d = {0};
        if (!check_decoration(c, sq, member, q->storage == SQ_OUT, &d))
            continue;
        int twice = 0;
        for (uint32_t k = 0; k < ds->count; k++)
            twice |= ds->list[k].decoration == d.decoration && ds->list[k].kind == d.kind;
        if (twice) {
            check_error(c, sq->loc, "decoration %u is given twice to one declaration", d.decoration);
            continue;
        }
        ds->list[ds->count++] = d;
    }
    qsort(ds->list, ds->count, sizeof *ds->list, decoration_order);
    return ds->count ? ds : NULL;
}

const SpirvDecoration *check_spirv_decoration_of(const SpirvDecorations *ds, uint32_t decoration)
{
    for (uint32_t i = 0; ds && i < ds->count; i++)
        if (ds->list[i].kind == SPIRV_DECORATE && ds->list[i].decoration == decoration)
            return &ds->list[i];
    return NULL;
}

static int is_interpolation(uint32_t decoration)
{
    return decoration == SpvDecorationFlat || decoration == SpvDecorationNoPerspective ||
           decoration == SpvDecorationCentroid || decoration == SpvDecorationSample;
}

/* A variable's decorations against what it is: one location; a built-in
 * has none, nor a component (VUID-StandaloneSpirv-Location-04915); the
 * interpolation decorations go where GLSL's interpolation qualifiers do
 * (§4.5), on the inputs of the stages after the vertex stage and the
 * outputs of those before the fragment stage (VUID-StandaloneSpirv-Flat-04670,
 * -06201, -06202). */
void check_spirv_variable_decorations(Checker *c, const Symbol *s, const Qualifiers *q)
{
    const SpirvDecorations *ds = s->spirv_decorations;
    const SpirvDecoration *location = check_spirv_decoration_of(ds, SpvDecorationLocation);
    int64_t written;
    if (location && layout_int(c, q, "location", &written) &&
        (location->operand_count != 1 || location->operands[0].kind != SPIRV_LITERAL ||
         (int64_t)location->operands[0].word != written))
        /* The same location twice is one Location decoration (the emitter
         * merges it); two are an error, as SPIR-V takes one. */
        check_error(c, location->loc, "spirv_decorate(30, %u) gives '%s' another location than its "
                    "layout(location = %lld): SPIR-V takes one Location", location->operand_count ?
                    location->operands[0].word : 0, s->name, (long long)written);
    const SpirvDecoration *builtin = check_spirv_decoration_of(ds, SpvDecorationBuiltIn);
    if (builtin) {
        const SpirvDecoration *place = check_spirv_decoration_of(ds, SpvDecorationLocation);
        if (!place)
            place = check_spirv_decoration_of(ds, SpvDecorationComponent);
        if (place || layout_item(q, "location") || layout_item(q, "component"))
            check_error(c, place ? place->loc : s->loc, "'%s' is a built-in (spirv_decorate(11, ...)): it has no "
                        "location or component", s->name);
    }
    int in_stage = (s->storage == SQ_IN && c->stage != STAGE_VERTEX) ||
                   (s->storage == SQ_OUT && c->stage != STAGE_FRAGMENT);
    for (uint32_t i = 0; ds && i < ds->count && !in_stage; i++)
        if (ds->list[i].kind == SPIRV_DECORATE && is_interpolation(ds->list[i].decoration))
            check_error(c, ds->list[i].loc, "decoration %s (%u) is interpolation, which '%s' does not take: only "
                        "inputs after the vertex stage and outputs before the fragment stage do",
                        spv_enumerant_by_value(SPV_KIND_Decoration, ds->list[i].decoration)->name,
                        ds->list[i].decoration, s->name);
}

/* ---- qualifiers out of place ---- */

/* Reports spirv_* qualifiers that `what` cannot take. */
void check_spirv_misplaced(Checker *c, const Qualifiers *q, int allow_decorate, int allow_storage,
                           const char *what)
{
    if (!q->spirv.len && !(q->flags & (QF_SPIRV_BY_REFERENCE | QF_SPIRV_LITERAL)))
        return; /* (every declaration and parameter asks: nearly all have none) */
    int parameter = strstr(what, "parameter") != NULL;
    for (size_t i = 0; i < q->spirv.len; i++) {
        const SpirvQual *sq = &q->spirv.data[i];
        TokKind k = sq->keyword;
        int decorate = k == KW_SPIRV_DECORATE || k == KW_SPIRV_DECORATE_ID || k == KW_SPIRV_DECORATE_STRING;
        if ((decorate && allow_decorate) || (k == KW_SPIRV_STORAGE_CLASS && allow_storage))
            continue;
        const char *name = k == KW_SPIRV_DECORATE ? "spirv_decorate" : k == KW_SPIRV_DECORATE_ID ? "spirv_decorate_id"
                           : k == KW_SPIRV_DECORATE_STRING ? "spirv_decorate_string"
                           : k == KW_SPIRV_STORAGE_CLASS ? "spirv_storage_class"
                           : k == KW_SPIRV_INSTRUCTION ? "spirv_instruction"
                           : k == KW_SPIRV_EXECUTION_MODE ? "spirv_execution_mode" : "spirv_execution_mode_id";
        check_error(c, sq->loc, "%s cannot qualify %s", name, what);
    }
    if (!parameter) {
        if (q->flags & QF_SPIRV_BY_REFERENCE)
            check_error(c, q->loc, "spirv_by_reference can only qualify a function parameter");
        if (q->flags & QF_SPIRV_LITERAL)
            check_error(c, q->loc, "spirv_literal can only qualify a parameter of a spirv_instruction function");
    }
}

/* ---- spirv_storage_class ---- */

int check_spirv_storage_class(Checker *c, const Qualifiers *q, int global, int has_init, Symbol *s)
{
    const SpirvQual *found = NULL;
    for (size_t i = 0; i < q->spirv.len; i++) {
        if (q->spirv.data[i].keyword != KW_SPIRV_STORAGE_CLASS)
            continue;
        if (found) {
            check_error(c, q->spirv.data[i].loc, "a declaration can have only one spirv_storage_class");
            return 0;
        }
        found = &q->spirv.data[i];
    }
    if (!found)
        return 0;
    if (!global) {
        check_error(c, found->loc, "spirv_storage_class can only qualify a global variable");
        return 0;
    }
    if (q->storage != SQ_NONE) {
        check_error(c, found->loc, "spirv_storage_class is a storage qualifier: it cannot be combined with '%s'",
                    q->storage == SQ_IN ? "in" : q->storage == SQ_OUT ? "out" : q->storage == SQ_UNIFORM ? "uniform"
                    : q->storage == SQ_BUFFER ? "buffer" : q->storage == SQ_SHARED ? "shared" : "that qualifier");
        return 0;
    }
    if (has_init) {
        check_error(c, found->loc, "a variable with a spirv_storage_class cannot have an initializer");
        return 0;
    }
    uint32_t sc;
    if (found->set || found->id || found->args.len != 1) {
        check_error(c, found->loc, "spirv_storage_class takes one storage class number (and requirements)");
        return 0;
    }
    if (!spirv_number(c, found->args.data[0], "the storage class", &sc))
        return 0;
    if (!spv_enumerant_by_value(SPV_KIND_StorageClass, sc)) {
        check_error(c, found->args.data[0]->loc, "%u is not a storage class of the SPIR-V grammar glspv knows "
                    "(1.6 revision 1): the module would not decode", sc);
        return 0;
    }
    SpirvReqs *reqs = arena_alloc(c->a, sizeof *reqs);
    check_reqs(c, found, reqs);
    if (s) {
        s->spirv_storage_class = (int)sc;
        s->spirv_storage_reqs = reqs;
    }
    return 1;
}

/* ---- spirv_execution_mode(_id) ---- */

/* Whether two operands are one: equal words or strings, or ids of one
 * variable or specialization constant, or of equal constants. */
static int same_operand(const SpirvOperand *a, const SpirvOperand *b)
{
    if (a->kind != b->kind)
        return 0;
    if (a->kind == SPIRV_LITERAL)
        return a->word == b->word;
    if (a->kind == SPIRV_STRING)
        return strcmp(a->string, b->string) == 0;
    if (a->kind == SPIRV_TYPE)
        return a->type == b->type;
    const Node *x = a->expr, *y = b->expr;
    if (x->kind == ND_IDENT && y->kind == ND_IDENT && x->sym == y->sym)
        return 1;
    return !x->spec && !y->spec && x->cval && y->cval && x->ty == y->ty &&
           x->cval->comps[0].u == y->cval->comps[0].u && type_is_scalar(x->ty);
}

/* The float controls modes (DenormPreserve, ...) are one per 'Target
 * Width': the same mode for another width is another declaration. */
static int same_target_width(const SpvEnumerantInfo *e, const SpirvExecutionMode *a, const SpirvExecutionMode *b)
{
    const char *first = e->param_count ? spv_operand_lists[e->params].name : NULL;
    if (!first || strcmp(first, "'Target Width'") != 0 || !a->operand_count || !b->operand_count)
        return 1;
    return same_operand(&a->operands[0], &b->operands[0]);
}

static int same_mode(const SpirvExecutionMode *a, const SpirvExecutionMode *b)
{
    if (a->ids != b->ids || a->operand_count != b->operand_count)
        return 0;
    for (uint32_t i = 0; i < a->operand_count; i++)
        if (!same_operand(&a->operands[i], &b->operands[i]))
            return 0;
    return 1;
}

void check_spirv_execution_modes(Checker *c, const Node *decl, int global)
{
    const Qualifiers *q = decl->type->q;
    for (size_t i = 0; i < q->spirv.len; i++) {
        const SpirvQual *sq = &q->spirv.data[i];
        if (sq->keyword != KW_SPIRV_EXECUTION_MODE && sq->keyword != KW_SPIRV_EXECUTION_MODE_ID)
            continue;
        const char *name = sq->keyword == KW_SPIRV_EXECUTION_MODE ? "spirv_execution_mode" : "spirv_execution_mode_id";
        if (!global) {
            check_error(c, sq->loc, "%s is a declaration of its own at global scope", name);
            continue;
        }
        if (q->storage != SQ_NONE || q->layout.len || decl->names.len) {
            check_error(c, sq->loc, "%s is a declaration of its own: `%s(...);`", name, name);
            continue;
        }
        if (sq->set || sq->id || !sq->args.len) {
            check_error(c, sq->loc, "%s takes an execution mode number, then its operands", name);
            continue;
        }
        SpirvExecutionMode m = {0};
        m.ids = sq->keyword == KW_SPIRV_EXECUTION_MODE_ID;
        m.loc = sq->loc;
        check_reqs(c, sq, &m.reqs);
        if (!spirv_number(c, sq->args.data[0], "the execution mode", &m.mode))
            continue;
        m.operand_count = (uint32_t)sq->args.len - 1;
        m.operands = arena_alloc(c->a, (m.operand_count + 1) * sizeof *m.operands);
        int ok = 1;
        for (uint32_t k = 0; k < m.operand_count && ok; k++)
            ok = m.ids ? id_operand(c, sq->args.data[k + 1], &m.operands[k], name)
                       : literal_operand(c, sq->args.data[k + 1], 1, &m.operands[k], name);
        const SpvEnumerantInfo *known = spv_enumerant_by_value(SPV_KIND_ExecutionMode, m.mode);
        if (ok && !known) {
            check_error(c, sq->args.data[0]->loc, "%u is not an execution mode of the SPIR-V grammar glspv knows "
                        "(1.6 revision 1): the module would not decode", m.mode);
            ok = 0;
        }
        ok = ok && fit_enumerant_params(c, sq->loc, "execution mode", known, m.operands, m.operand_count);
        /* The same mode again is the same declaration; other operands contradict it. */
        for (size_t k = 0; ok && k < c->unit->spirv_modes.len; k++) {
            const SpirvExecutionMode *before = &c->unit->spirv_modes.data[k];
            if (before->mode != m.mode || !same_target_width(known, before, &m))
                continue;
            if (!same_mode(before, &m))
                check_error(c, sq->loc, "execution mode %s (%u) is declared again with other operands (line %u "
                            "gives it)", known->name, m.mode, before->loc.line);
            ok = 0;
        }
        if (ok && m.mode == SpvExecutionModeLocalSize && m.operand_count == 3 && c->stage == STAGE_COMPUTE &&
            !c->unit->local_size_set[0] && !c->unit->local_size_set[1] && !c->unit->local_size_set[2]) {
            /* The size the shader runs with: gl_WorkGroupSize follows it. */
            for (int k = 0; k < 3; k++)
                c->unit->local_size[k] = m.operands[k].word;
            check_set_work_group_size(c);
        }
        if (ok)
            vec_push(c->a, &c->unit->spirv_modes, m);
    }
    for (size_t i = 0; i < q->spirv.len; i++) {
        TokKind k = q->spirv.data[i].keyword;
        if (k != KW_SPIRV_EXECUTION_MODE && k != KW_SPIRV_EXECUTION_MODE_ID)
            check_error(c, q->spirv.data[i].loc, "this spirv_* qualifier needs a variable or block to qualify");
    }
}

/* ---- spirv_type ---- */

const Type *check_spirv_type(Checker *c, const SpirvQual *q)
{
    SpirvType *st = arena_alloc(c->a, sizeof *st);
    st->loc = q->loc;
    check_reqs(c, q, &st->reqs);
    if (q->set) {
        check_error(c, q->loc, "spirv_type with set = cannot be: SPIR-V declares types with core instructions only");
        return c->tt->error;
    }
    if (!q->id) {
        check_error(c, q->loc, "spirv_type needs id = (the opcode of the type instruction)");
        return c->tt->error;
    }
    if (!spirv_number(c, q->id, "the id of spirv_type", &st->opcode))
        return c->tt->error;
    if (st->opcode > 0xffff) {
        check_error(c, q->id->loc, "%u is not an opcode: opcodes are 16 bits", st->opcode);
        return c->tt->error;
    }
    Str key = {0};
    str_printf(c->a, &key, "id=%u", st->opcode);
    st->operand_count = (uint32_t)q->args.len;
    st->operands = arena_alloc(c->a, (st->operand_count + 1) * sizeof *st->operands);
    for (uint32_t i = 0; i < st->operand_count; i++) {
        Node *n = q->args.data[i];
        SpirvOperand *o = &st->operands[i];
        if (n->kind == ND_TYPE) {
            o->kind = SPIRV_TYPE;
            o->type = resolve_type(c, n->type);
            if (o->type->kind == TY_ERROR)
                return o->type;
            str_printf(c->a, &key, ", %s", type_name(c->a, o->type));
            continue;
        }
        int forced_id = n->kind == ND_SPIRV_ID;
        Node *value = forced_id ? n->lhs : n;
        int literal = !forced_id && (value->kind == ND_INT || value->kind == ND_FLOAT || value->kind == ND_BOOL ||
                                     value->kind == ND_STRING);
        if (literal) {
            if (!literal_operand(c, value, 1, o, "spirv_type"))
                return c->tt->error;
        } else {
            const Type *t = check_expr(c, value);
            if (t->kind == TY_ERROR)
                return t;
            /* A specialization constant is a constant <id> too (OpTypeArray's
             * length may be one), so it is taken as its id. */
            if ((!value->cval && !value->spec) || !type_is_scalar(t)) {
                check_error(c, value->loc, "spirv_type takes literals, scalar constants (as ids) or types, not %s",
                            !type_is_scalar(t) ? tname(c, t) : "an expression the compiler cannot fold");
                return c->tt->error;
            }
            o->kind = SPIRV_ID;
            o->expr = value;
        }
        if (o->kind == SPIRV_LITERAL)
            str_printf(c->a, &key, ", %u", o->word);
        else if (o->kind == SPIRV_STRING)
            str_printf(c->a, &key, ", \"%s\"", o->string);
        else if (o->expr->spec && o->expr->kind == ND_IDENT && o->expr->sym)
            str_printf(c->a, &key, ", spec %s", o->expr->sym->name); /* specialized apart from its default */
        else if (o->expr->spec)
            str_printf(c->a, &key, ", spec expression %p", (const void *)o->expr);
        else
            str_printf(c->a, &key, ", %s(%llu)", type_name(c->a, o->expr->ty),
                       (unsigned long long)o->expr->cval->comps[0].u);
    }
    const SpvInstInfo *info = spv_inst_by_opcode(st->opcode);
    if (!info || !info->has_result || info->has_type || strncmp(info->name, "OpType", 6) != 0) {
        check_error(c, q->id->loc, "%u is not %s of the SPIR-V grammar glspv knows (1.6 revision 1)", st->opcode,
                    info ? arena_printf(c->a, "a type instruction (it is %s)", info->name) : "an opcode");
        return c->tt->error;
    }
    SpirvGiven *g = given_of(c, st->operands, st->operand_count);
    if (!spirv_operands_fit(g, st->operand_count, info->operands, info->operand_count)) {
        check_error(c, q->loc, "spirv_type: %s takes %s, not %s", info->name,
                    spirv_operands_text(c->a, info->operands, info->operand_count),
                    spirv_given_text(c->a, g, st->operand_count));
        return c->tt->error;
    }
    st->key = key.data;
    return type_spirv(c->tt, st);
}

/* ---- spirv_instruction ---- */

/* The grammar's operand list of an instruction: a core one, or one of an
 * extended set the grammar has. 0 for a set glspv does not know (its
 * instructions are taken as given). */
static int instruction_operands(const SpirvInstruction *si, uint16_t *first, uint16_t *count)
{
    if (!si->set) {
        const SpvInstInfo *info = spv_inst_by_opcode(si->id);
        *first = info ? info->operands : 0, *count = info ? info->operand_count : 0;
        return info != NULL;
    }
    SpvExtSetId set = spv_ext_set_by_name(si->set);
    const SpvExtInstInfo *info = set == SPV_EXT_SET_NONE ? NULL : spv_ext_inst_by_value(set, si->id);
    *first = info ? info->operands : 0, *count = info ? info->operand_count : 0;
    return info != NULL;
}

/* An instruction the grammar knows (or of a set it does not), with a
 * result exactly when the prototype returns something: a void core
 * instruction has no result type nor id, others both. */
static int known_instruction(Checker *c, const SpirvQual *inst, const SpirvInstruction *si, const Type *ret)
{
    uint16_t first, count;
    if (si->set && spv_ext_set_by_name(si->set) == SPV_EXT_SET_NONE) {
        /* SPIR-V takes, besides the sets of its grammar, only non-semantic
         * ones, whose instructions a consumer may drop. */
        if (strncmp(si->set, "NonSemantic.", 12) == 0)
            return 1;
        check_error(c, inst->set->loc, "\"%s\" is not an extended instruction set of the SPIR-V grammar glspv knows "
                    "(1.6 revision 1), nor a NonSemantic.* one: a module importing it is not valid SPIR-V", si->set);
        return 0;
    }
    if (!instruction_operands(si, &first, &count)) {
        check_error(c, inst->id->loc, "%s has no instruction %u in the SPIR-V grammar glspv knows (1.6 revision 1)",
                    si->set ? arena_printf(c->a, "the set \"%s\"", si->set) : "the core set", si->id);
        return 0;
    }
    if (si->set)
        return 1; /* OpExtInst always has a result, of type void too */
    const SpvInstInfo *info = spv_inst_by_opcode(si->id);
    int returns = ret && ret->kind != TY_VOID;
    if (returns != (info->has_type && info->has_result) || (!returns && info->has_result)) {
        check_error(c, inst->loc, "%s %s: a spirv_instruction for it must return %s", info->name,
                    info->has_type ? "has a result type" : info->has_result ? "has a result without a type, which "
                    "GLSL cannot express" : "has no result", info->has_type ? "its result's type" : "void");
        return 0;
    }
    return 1;
}

int check_is_spirv_type(const Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t && t->kind == TY_SPIRV;
}

/* A prototype qualified spirv_instruction(set = "...", id = N): calls
 * become that instruction. Its parameters may be spirv_by_reference (the
 * argument's pointer) or spirv_literal (a literal word). */
/* Whether a parameter of `fn` has some spirv_* qualifier. */
static int spirv_parameters(const Node *fn)
{
    for (size_t i = 0; i < fn->list.len; i++) {
        const Node *p = fn->list.data[i];
        if (p->type && (p->type->q->spirv.len || (p->type->q->flags & (QF_SPIRV_LITERAL | QF_SPIRV_BY_REFERENCE))))
            return 1;
    }
    return 0;
}

void check_spirv_instruction(Checker *c, Symbol *f, Node *fn)
{
    const Qualifiers *q = fn->type ? fn->type->q : NULL;
    if (!(q && q->spirv.len) && !check_is_spirv_type(f->type) && !spirv_parameters(fn)) {
        /* (nearly every function: what the rules below leave of one with
         * no spirv_* anywhere) */
        if (q && fn->has_body)
            f->spirv_decorations = NULL;
        return;
    }
    const SpirvQual *inst = NULL;
    for (size_t i = 0; q && i < q->spirv.len; i++)
        if (q->spirv.data[i].keyword == KW_SPIRV_INSTRUCTION)
            inst = &q->spirv.data[i];
    for (size_t i = 0; i < fn->list.len; i++) {
        const Node *p = fn->list.data[i];
        uint32_t pf = p->type ? p->type->q->flags : 0;
        if ((pf & QF_SPIRV_LITERAL) && !inst)
            check_error(c, p->loc, "spirv_literal can only qualify a parameter of a spirv_instruction function");
        /* §4.14: parameters take decorations (their OpFunctionParameter's)
         * where there is a definition to carry them. */
        if (p->type)
            check_spirv_misplaced(c, p->type->q, !inst && fn->has_body, 0,
                                  inst ? "a parameter of a spirv_instruction (it has no OpFunctionParameter)"
                                  : fn->has_body ? "a function parameter"
                                  : "a parameter of a prototype (write it in the function's definition)");
        StorageQual ps = p->type ? p->type->q->storage : SQ_NONE;
        if (inst && (ps == SQ_OUT || ps == SQ_INOUT))
            check_error(c, p->loc, "a parameter of a spirv_instruction is a value: for a pointer (what OpLoad or "
                        "OpStore take) write spirv_by_reference, not %s", ps == SQ_OUT ? "out" : "inout");
        if (inst && (pf & QF_SPIRV_LITERAL)) {
            const Type *t = p->ty;
            if (!type_is_scalar(t) || t->width > 32 || (t->kind != TY_BOOL && t->width < 32))
                check_error(c, p->loc, "a spirv_literal parameter is a 32-bit scalar (int, uint, float or bool), "
                            "not %s", tname(c, t));
        }
    }
    /* §4.14: a function takes decorations, on its OpFunction, where it is
     * defined; an instruction has no OpFunction. */
    for (size_t i = 0; q && i < q->spirv.len; i++) {
        TokKind k = q->spirv.data[i].keyword;
        int decorate = k == KW_SPIRV_DECORATE || k == KW_SPIRV_DECORATE_ID || k == KW_SPIRV_DECORATE_STRING;
        if (k == KW_SPIRV_INSTRUCTION || (decorate && !inst && fn->has_body))
            continue;
        check_error(c, q->spirv.data[i].loc, "%s", !decorate ? "only spirv_instruction can qualify a function"
                    : inst ? "a spirv_instruction has no OpFunction to decorate"
                    : "a function's decorations go on its definition, whose OpFunction they decorate");
    }
    if (q && !inst && fn->has_body)
        f->spirv_decorations = check_spirv_decorations(c, q, 0);
    /* "Types declared in this way do not implicitly allow any usage other
     * than variable declaration and as function parameters" (§4.14): no
     * function returns one, but an instruction's result may be of one. */
    if (!inst && check_is_spirv_type(f->type))
        check_error(c, fn->loc, "'%s' cannot return %s: a spirv_type declares variables and parameters only "
                    "(a spirv_instruction may return one, as the instruction's result)", fn->name, tname(c, f->type));
    if (!inst)
        return;
    f->defined = 1; /* an instruction, whatever else is wrong with it: calls need no body */
    if (fn->has_body) {
        check_error(c, fn->loc, "'%s' is a spirv_instruction: it has no body", fn->name);
        return;
    }
    SpirvInstruction *si = arena_alloc(c->a, sizeof *si);
    check_reqs(c, inst, &si->reqs);
    if (inst->args.len)
        check_error(c, inst->loc, "spirv_instruction takes set = \"...\" and id = N only");
    if (inst->set) {
        if (inst->set->kind != ND_STRING)
            check_error(c, inst->set->loc, "set = names an extended instruction set as a string");
        else if ((si->set = check_string_text(c, inst->set)) && !si->set[0])
            si->set = NULL; /* set = "" is the core set */
    }
    if (!inst->id) {
        check_error(c, inst->loc, "spirv_instruction needs id = (the opcode, or the instruction's number in the "
                    "set)");
        return;
    }
    if (!spirv_number(c, inst->id, "the id of spirv_instruction", &si->id))
        return;
    if (!si->set && si->id > 0xffff) {
        check_error(c, inst->id->loc, "%u is not an opcode: opcodes are 16 bits", si->id);
        return;
    }
    if (f->spirv_instruction && (f->spirv_instruction->id != si->id ||
                                 strcmp(f->spirv_instruction->set ? f->spirv_instruction->set : "",
                                        si->set ? si->set : "") != 0)) {
        check_error(c, fn->loc, "'%s' is declared again as another spirv_instruction", fn->name);
        return;
    }
    if (!known_instruction(c, inst, si, f->type))
        return;
    f->spirv_instruction = si;
    f->defined = 1; /* nothing more to define: calls are the instruction */
}

/* Whether an argument names memory: a variable, or an element or member of
 * one (a swizzle of one component too). */
static int has_address(const Node *n)
{
    switch (n->kind) {
    case ND_IDENT:
        return n->sym && (n->sym->kind == SYM_VARIABLE || n->sym->kind == SYM_BLOCK_MEMBER) && !n->cval;
    case ND_INDEX:
        return has_address(n->lhs);
    case ND_FIELD:
        return n->swizzle_len <= 1 && has_address(n->lhs);
    default:
        return 0;
    }
}

/* The operands of a call, against the grammar's: literal words where
 * spirv_literal, <id>s elsewhere. */
static void check_instruction_operands(Checker *c, const Node *call, const Symbol *f)
{
    uint16_t first, count;
    const Node *def = f->decl;
    if (!def || !instruction_operands(f->spirv_instruction, &first, &count))
        return;
    size_t n = call->args.len;
    SpirvGiven *g = arena_alloc(c->a, (n + 1) * sizeof *g);
    for (size_t i = 0; i < n; i++) {
        const Node *p = i < def->list.len ? def->list.data[i] : NULL;
        const Node *a = call->args.data[i];
        int literal = p && p->type && (p->type->q->flags & QF_SPIRV_LITERAL);
        if (literal && (!a->cval || a->spec))
            return; /* reported */
        g[i].kind = !literal ? 'I' : a->ty->kind == TY_FLOAT ? 'F' : 'L';
        g[i].word = literal ? (uint32_t)a->cval->comps[0].u : 0;
        if (literal && a->ty->kind == TY_FLOAT)
            g[i].word = (uint32_t)const_float_bits(32, a->cval->comps[0].f);
    }
    if (spirv_operands_fit(g, n, first, count))
        return;
    const SpirvInstruction *si = f->spirv_instruction;
    const char *name = si->set ? arena_printf(c->a, "%s %s", si->set,
                                              spv_ext_inst_by_value(spv_ext_set_by_name(si->set), si->id)->name)
                               : spv_inst_by_opcode(si->id)->name;
    check_error(c, call->loc, "'%s' is %s, which takes %s, not %s", call->name, name,
                spirv_operands_text(c->a, first, count), spirv_given_text(c->a, g, n));
}

/* The checks of a call to a spirv_instruction function once its overload
 * is chosen: by-reference arguments are l-values (one component at most
 * of a swizzle), literal arguments constants the compiler knows. */
void check_spirv_call(Checker *c, Node *call, const Symbol *f)
{
    const Node *def = f->decl;
    for (size_t i = 0; def && i < call->args.len && i < def->list.len; i++) {
        const Node *p = def->list.data[i];
        uint32_t pf = p->type ? p->type->q->flags : 0;
        Node *a = call->args.data[i];
        if ((pf & QF_SPIRV_BY_REFERENCE) && !has_address(a))
            check_error(c, a->loc, "argument %zu of '%s' is passed by reference: it must be a variable, or an "
                        "element, member or one-component swizzle of one", i + 1, call->name);
        if ((pf & QF_SPIRV_LITERAL) && (!a->cval || a->spec))
            check_error(c, a->loc, "argument %zu of '%s' is a spirv_literal: it must be a constant the compiler "
                        "knows (not a specialization constant)", i + 1, call->name);
    }
    check_instruction_operands(c, call, f);
}
