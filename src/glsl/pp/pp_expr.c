/* #if and #elif expressions (GLSL 4.60 3.3), and #line's (its line and
 * source string number are constant integer expressions): integer constants
 * and the operators of the C preprocessor less ?: and the comma, evaluated
 * in 32-bit int as the reference compiler does. `defined` has already been
 * replaced by 0 or 1 when the tokens come here.
 *
 *   expr    = unary (binop unary)*      by precedence climbing
 *   unary   = ("+" | "-" | "~" | "!") unary | primary
 *   primary = integer | identifier | "(" expr ")"
 *
 * The right operand of a decided && or || is still parsed but its errors
 * (division by zero, undefined names) are not reported. */
#include <string.h>

#include "glsl/pp/pp_expr.h"

#define MAX_DEPTH 256

typedef struct Eval {
    Glsl *g;
    const Token *t, *end;
    SrcLoc loc;
    int es;
    int failed;
    int depth;
    const char *directive; /* "#if" or "#line", for the messages */
} Eval;

/* Reports once, unless `quiet` (the operand of a decided && or ||). */
static void fail(Eval *e, const Token *at, int quiet, const char *msg, const char *spelling, size_t len)
{
    if (e->failed || quiet)
        return;
    e->failed = 1;
    SrcLoc loc = at && at->kind != TK_EOF ? tok_loc(e->g, at) : e->loc;
    /* Every message names the directive with its last %s. */
    if (spelling)
        glsl_error(e->g, loc, msg, (int)len, spelling, e->directive);
    else
        glsl_error(e->g, loc, msg, e->directive);
}

static const Token *peek(Eval *e)
{
    return e->t < e->end ? e->t : NULL;
}

/* Binding power of a binary operator; 0 when the token is none. */
static int precedence(const Token *t)
{
    if (!t)
        return 0;
    switch (t->kind) {
    case TK_STAR: case TK_SLASH: case TK_PERCENT: return 10;
    case TK_PLUS: case TK_MINUS: return 9;
    case TK_SHL: case TK_SHR: return 8;
    case TK_LT: case TK_GT: case TK_LE: case TK_GE: return 7;
    case TK_EQ: case TK_NE: return 6;
    case TK_AMP: return 5;
    case TK_CARET: return 4;
    case TK_PIPE: return 3;
    case TK_ANDAND: return 2;
    case TK_OROR: return 1;
    default: return 0;
    }
}

static int32_t expr(Eval *e, int min_prec, int quiet);

static int32_t primary(Eval *e, int quiet)
{
    const Token *t = peek(e);
    if (!t) {
        fail(e, NULL, 0, "missing operand at the end of the %s expression", NULL, 0);
        return 0;
    }
    e->t++;
    switch (t->kind) {
    case TK_INTCONST:
    case TK_UINTCONST:
    case TK_INT16CONST:
    case TK_UINT16CONST:
    case TK_INT64CONST:
    case TK_UINT64CONST:
        return (int32_t)(uint32_t)lex_number_value(e->g, t).u;
    case TK_IDENT:
        /* An identifier that is no macro: 0. GLSL ES makes it an error. */
        if (e->es)
            fail(e, t, quiet, strcmp(e->directive, "#if") == 0
                 ? "'%.*s' is not a macro: undefined names are not allowed in an ES %s"
                 : "'%.*s' is not a macro: undefined names are not allowed in %s", t->text, t->len);
        return 0;
    case TK_LPAREN: {
        int32_t v = expr(e, 1, quiet);
        const Token *close = peek(e);
        if (!close || close->kind != TK_RPAREN) {
            fail(e, close ? close : t, 0, "missing ')' in %s expression", NULL, 0);
            return 0;
        }
        e->t++;
        return v;
    }
    case TK_FLOATCONST:
    case TK_DOUBLECONST:
    case TK_FLOAT16CONST:
        fail(e, t, 0, "floating-point constant '%.*s' in %s expression", t->text, t->len);
        return 0;
    default:
        fail(e, t, 0, "unexpected '%.*s' in %s expression", t->text, t->len);
        return 0;
    }
}

static int32_t unary(Eval *e, int quiet)
{
    const Token *t = peek(e);
    if (t && (t->kind == TK_PLUS || t->kind == TK_MINUS || t->kind == TK_TILDE || t->kind == TK_BANG)) {
        if (++e->depth > MAX_DEPTH) {
            fail(e, t, 0, "%s expression nested too deeply", NULL, 0);
            e->t = e->end;
            return 0;
        }
        e->t++;
        uint32_t v = (uint32_t)unary(e, quiet);
        e->depth--;
        switch (t->kind) {
        case TK_MINUS: return (int32_t)(0u - v);
        case TK_TILDE: return (int32_t)~v;
        case TK_BANG: return v == 0;
        default: return (int32_t)v;
        }
    }
    if (t && t->kind == TK_LPAREN && ++e->depth > MAX_DEPTH) {
        fail(e, t, 0, "%s expression nested too deeply", NULL, 0);
        e->t = e->end;
        return 0;
    }
    int32_t v = primary(e, quiet);
    if (t && t->kind == TK_LPAREN)
        e->depth--;
    return v;
}

static int32_t apply(Eval *e, const Token *op, int32_t a, int32_t b, int quiet)
{
    uint32_t ua = (uint32_t)a, ub = (uint32_t)b;
    switch (op->kind) {
    case TK_STAR: return (int32_t)(ua * ub);
    case TK_SLASH:
    case TK_PERCENT:
        if (b == 0) {
            fail(e, op, quiet, "division by zero in %s expression", NULL, 0);
            return 0;
        }
        if (a == INT32_MIN && b == -1)
            return op->kind == TK_SLASH ? INT32_MIN : 0;
        return op->kind == TK_SLASH ? a / b : a % b;
    case TK_PLUS: return (int32_t)(ua + ub);
    case TK_MINUS: return (int32_t)(ua - ub);
    case TK_SHL: return (int32_t)(ua << (ub & 31));
    case TK_SHR: return a < 0 ? (int32_t)~(~ua >> (ub & 31)) : (int32_t)(ua >> (ub & 31));
    case TK_LT: return a < b;
    case TK_GT: return a > b;
    case TK_LE: return a <= b;
    case TK_GE: return a >= b;
    case TK_EQ: return a == b;
    case TK_NE: return a != b;
    case TK_AMP: return (int32_t)(ua & ub);
    case TK_CARET: return (int32_t)(ua ^ ub);
    case TK_PIPE: return (int32_t)(ua | ub);
    case TK_ANDAND: return a && b;
    case TK_OROR: return a || b;
    default: return 0;
    }
}

/* Precedence climbing: all binary operators are left-associative. */
static int32_t expr(Eval *e, int min_prec, int quiet)
{
    int32_t lhs = unary(e, quiet);
    for (;;) {
        const Token *op = peek(e);
        int prec = precedence(op);
        if (prec == 0 || prec < min_prec)
            return lhs;
        e->t++;
        /* The right side of a decided && or || is not evaluated. */
        int skip = quiet || (op->kind == TK_ANDAND && lhs == 0) || (op->kind == TK_OROR && lhs != 0);
        int32_t rhs = expr(e, prec + 1, skip);
        lhs = apply(e, op, lhs, rhs, skip);
    }
}

int pp_eval(Glsl *g, const Token *toks, size_t count, SrcLoc loc, int es, int64_t *value)
{
    if (count == 0) { /* before toks + count: toks may be NULL */
        glsl_error(g, loc, "#if with no expression");
        return 0;
    }
    Eval e = {g, toks, toks + count, loc, es, 0, 0, "#if"};
    int32_t v = expr(&e, 1, 0);
    if (!e.failed && e.t < e.end)
        fail(&e, e.t, 0, "unexpected '%.*s' in %s expression", e.t->text, e.t->len);
    *value = v;
    return !e.failed;
}

int pp_eval_prefix(Glsl *g, const Token *toks, size_t count, SrcLoc loc, int es, const char *directive,
                   int64_t *value, size_t *used)
{
    Eval e = {g, toks, toks + count, loc, es, 0, 0, directive};
    int32_t v = expr(&e, 1, 0);
    *value = v;
    *used = (size_t)(e.t - toks);
    return !e.failed;
}
