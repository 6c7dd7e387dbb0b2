/* The implementation limits of GLSL ES 1.00 Appendix A, as glslang's
 * resource limits name them (nonInductiveForLoops, whileLoops, doWhileLoops
 * and the general*Indexing flags). Appendix A states what an ES 2.0
 * implementation need support at least; a limit of 1 (the default, as
 * glslangValidator's) says the implementation supports more, 0 that a
 * shader must keep within Appendix A: loops only of the inductive form
 * (§4), arrays, vectors and matrices indexed by constant-index-expressions
 * only (§5). A configuration file (glspv-glslang FILE.conf) sets them. */
#include "check.h"
#include "check_expr.h"

static int limit_off(const Checker *c, ResourceLimit r)
{
    return glsl_resource(c->g, r) == 0;
}

int check_limits_in_force(const Checker *c)
{
    static const ResourceLimit limits[] = {
        RESOURCE_nonInductiveForLoops, RESOURCE_whileLoops, RESOURCE_doWhileLoops, RESOURCE_generalUniformIndexing,
        RESOURCE_generalAttributeMatrixVectorIndexing, RESOURCE_generalVaryingIndexing,
        RESOURCE_generalSamplerIndexing, RESOURCE_generalVariableIndexing, RESOURCE_generalConstantMatrixVectorIndexing,
    };
    for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++)
        if (limit_off(c, limits[i]))
            return 1;
    return 0;
}

static const char *loop_rule =
    "with the resource limit nonInductiveForLoops 0 (GLSL ES 1.00 Appendix A 4), a for loop ";

/* The one loop index of an inductive for loop's init, or NULL (reported). */
static Symbol *inductive_index(Checker *c, const Node *s)
{
    const Node *d = s->init && s->init->kind == ND_DECL_STMT ? s->init->lhs : NULL;
    const Node *v = d && d->kind == ND_DECLARATION && d->list.len == 1 ? d->list.data[0] : NULL;
    Symbol *sym = v ? v->sym : NULL;
    if (sym && sym->type->kind == TY_ERROR)
        return NULL;
    const Type *t = sym ? sym->type : NULL;
    int scalar = t && (t->kind == TY_INT ? t->width == 32 : t->kind == TY_FLOAT && t->width == 32);
    if (!scalar || !v->init || !v->init->cval) {
        check_error(c, s->loc, "%sdeclares one int or float loop index, set to a constant expression", loop_rule);
        return NULL;
    }
    return sym;
}

static int is_index(const Node *n, const Symbol *index)
{
    return n && n->kind == ND_IDENT && n->sym == index;
}

void check_limits_loop_header(Checker *c, Node *s)
{
    if (!c->appendix_a)
        return;
    if (s->kind == ND_WHILE && limit_off(c, RESOURCE_whileLoops))
        check_error(c, s->loc, "with the resource limit whileLoops 0 (GLSL ES 1.00 Appendix A 4), there are no "
                    "while loops");
    if (s->kind == ND_DO && limit_off(c, RESOURCE_doWhileLoops))
        check_error(c, s->loc, "with the resource limit doWhileLoops 0 (GLSL ES 1.00 Appendix A 4), there are no "
                    "do-while loops");
    if (s->kind != ND_FOR || !limit_off(c, RESOURCE_nonInductiveForLoops))
        return;
    Symbol *index = inductive_index(c, s);
    if (!index)
        return;
    const Node *k = s->cond;
    int op = k && k->kind == ND_BINARY ? k->op : 0;
    int relational = op == TK_LT || op == TK_GT || op == TK_LE || op == TK_GE || op == TK_EQ || op == TK_NE;
    if (!relational || !is_index(k->lhs, index) || !k->rhs->cval)
        check_error(c, k ? k->loc : s->loc, "%stests its index against a constant expression ('%s < 10')", loop_rule,
                    index->name);
    const Node *e = s->inc;
    int step = e && (e->kind == ND_UNARY || e->kind == ND_POSTFIX) && (e->op == TK_INC || e->op == TK_DEC) &&
               is_index(e->lhs, index);
    step |= e && e->kind == ND_ASSIGN && (e->op == TK_ADD_ASSIGN || e->op == TK_SUB_ASSIGN) &&
            is_index(e->lhs, index) && e->rhs->cval;
    if (!step)
        check_error(c, e ? e->loc : s->loc, "%ssteps its index by ++, --, += or -= a constant expression", loop_rule);
    index->loop_index = 2; /* its body may not write it (check_limits_write) */
}

void check_limits_loop_done(Checker *c, Node *s)
{
    if (!c->appendix_a || s->kind != ND_FOR || !limit_off(c, RESOURCE_nonInductiveForLoops))
        return;
    const Node *d = s->init && s->init->kind == ND_DECL_STMT ? s->init->lhs : NULL;
    for (size_t i = 0; d && d->kind == ND_DECLARATION && i < d->list.len; i++)
        if (d->list.data[i]->sym && d->list.data[i]->sym->loop_index == 2)
            d->list.data[i]->sym->loop_index = 1;
}

void check_limits_write(Checker *c, const Node *n)
{
    if (!c->appendix_a)
        return;
    while (n->kind == ND_INDEX || n->kind == ND_FIELD)
        n = n->lhs;
    if (n->kind == ND_IDENT && n->sym && n->sym->loop_index == 2)
        check_error(c, n->loc, "%smay not write its index '%s' in its body", loop_rule, n->sym->name);
}

/* GLSL ES 1.00 Appendix A 5: constants and the indices of for loops, with
 * operators and built-in functions on them. */
int check_constant_index_expression(const Node *n)
{
    if (!n)
        return 0;
    if (n->cval)
        return 1;
    switch (n->kind) {
    case ND_IDENT:
        return n->sym && n->sym->loop_index;
    case ND_UNARY: case ND_CONVERT:
        return check_constant_index_expression(n->lhs);
    case ND_BINARY:
        return check_constant_index_expression(n->lhs) && check_constant_index_expression(n->rhs);
    case ND_CONSTRUCT: case ND_CALL:
        if (n->kind == ND_CALL && !n->builtin)
            return 0;
        for (size_t i = 0; i < n->args.len; i++)
            if (!check_constant_index_expression(n->args.data[i]))
                return 0;
        return 1;
    default:
        return 0;
    }
}

/* Which limit, if any, asks `n` (base[index] of type `t`) to index by a
 * constant-index-expression; glslang's reading of Appendix A 5. */
static const char *index_limit(const Checker *c, const Node *n, const Type *t)
{
    const Node *root = n->lhs;
    while (root->kind == ND_INDEX || root->kind == ND_FIELD)
        root = root->lhs;
    const Symbol *s = root->kind == ND_IDENT ? root->sym : NULL;
    const Symbol *owner = s && s->kind == SYM_BLOCK_MEMBER ? s->block : s;
    int storage = owner ? owner->storage : SQ_NONE;
    int uniform = storage == SQ_UNIFORM || storage == SQ_BUFFER;
    int varying = storage == SQ_IN || storage == SQ_OUT;
    int constant = n->lhs->cval || (owner && (owner->flags & QF_CONST));
    if (t->kind == TY_ARRAY && t->elem->kind == TY_OPAQUE && limit_off(c, RESOURCE_generalSamplerIndexing))
        return "generalSamplerIndexing";
    if (uniform && c->stage != STAGE_VERTEX && limit_off(c, RESOURCE_generalUniformIndexing))
        return "generalUniformIndexing";
    if (storage == SQ_IN && c->stage == STAGE_VERTEX && (t->kind == TY_VECTOR || t->kind == TY_MATRIX) &&
        limit_off(c, RESOURCE_generalAttributeMatrixVectorIndexing))
        return "generalAttributeMatrixVectorIndexing";
    if (constant && limit_off(c, RESOURCE_generalConstantMatrixVectorIndexing))
        return "generalConstantMatrixVectorIndexing";
    if (!uniform && !varying && !constant && limit_off(c, RESOURCE_generalVariableIndexing))
        return "generalVariableIndexing";
    if (varying && limit_off(c, RESOURCE_generalVaryingIndexing))
        return "generalVaryingIndexing";
    return NULL;
}

void check_limits_index(Checker *c, const Node *n, const Type *t)
{
    if (!c->appendix_a || n->rhs->cval)
        return;
    const char *limit = index_limit(c, n, t);
    if (limit && !check_constant_index_expression(n->rhs))
        check_error(c, n->rhs->loc, "with the resource limit %s 0 (GLSL ES 1.00 Appendix A 5), %s is indexed by "
                    "constant expressions and the indices of for loops only", limit,
                    expr_name(c, n->lhs));
}
