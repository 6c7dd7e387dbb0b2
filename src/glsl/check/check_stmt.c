/* The checker, part 3: statements and function bodies (GLSL 4.60
 * chapter 6): conditions are bool, case labels are distinct integer
 * constants, break and continue sit inside what they leave, and return
 * values convert to the function's return type. */
#include <string.h>

#include "glsl/check/check.h"

static void check_stmt(Checker *c, Node *s);

static void check_condition(Checker *c, Node **cond, const char *what)
{
    Node *n = *cond;
    if (n->kind == ND_CONDITION_DECL) {
        /* while (bool b = x): a variable scoped to the loop. */
        const Type *t = resolve_type(c, n->type);
        Symbol *s = new_local_symbol(c, n->name, t, n->loc);
        s->decl = n;
        s->precision = check_declared_precision(c, t, n->type ? n->type->q->flags : 0);
        check_precision_applies(c, t, n->type ? n->type->q->flags : 0, n->loc);
        if (n->init)
            check_convert_named(c, &n->init, t, "to initialize", n->name);
        if (t != c->tt->bool_ && t->kind != TY_ERROR)
            check_error(c, n->loc, "%s must be a bool, not %s", what, tname(c, t));
        n->sym = s;
        n->ty = t;
        declare(c, s);
        return;
    }
    const Type *t = check_expr(c, n);
    if (t->kind != TY_ERROR && t != c->tt->bool_)
        check_error(c, n->loc, "%s must be a bool, not %s", what, tname(c, t));
}

static void check_block_stmts(Checker *c, Node *block)
{
    for (size_t i = 0; i < block->list.len; i++)
        check_stmt(c, block->list.data[i]);
}

static void check_switch(Checker *c, Node *s)
{
    const Type *t = check_expr(c, s->cond);
    if (t->kind != TY_ERROR && !(type_is_integer(t) && type_is_scalar(t)))
        check_error(c, s->cond->loc, "a switch needs a scalar integer, not %s", tname(c, t));
    c->switches++;
    check_push_scope(c);
    int defaults = 0;
    U64Set seen = {0};
    for (size_t i = 0; s->body && i < s->body->list.len; i++) {
        Node *st = s->body->list.data[i];
        if (st->kind == ND_DEFAULT && defaults++)
            check_error(c, st->loc, "a switch can have only one 'default'");
        if (st->kind == ND_CASE) {
            int64_t v;
            if (!check_const_int(c, st->lhs, &v, "a case label"))
                continue;
            /* int labels in a uint switch (and the reverse) mean the same
             * bits: glslang takes them, so do we. */
            const Type *lt = st->lhs->ty;
            int same_bits = lt->kind == TY_INT && t->kind == TY_INT && lt->width == t->width;
            if (t->kind != TY_ERROR && lt != t && !same_bits)
                check_convert(c, &st->lhs, t, "as a case label");
            if (same_bits && t->width < 64)
                v = (int64_t)((uint64_t)v & ((1ull << t->width) - 1));
            if (!u64set_add(c->a, &seen, (uint64_t)v))
                check_error(c, st->loc, "case %lld appears twice", (long long)v);
            continue;
        }
        if (st->kind == ND_DEFAULT)
            continue;
        if (i == 0)
            check_error(c, st->loc, "a switch body must begin with 'case' or 'default'");
        check_stmt(c, st);
    }
    size_t n = s->body ? s->body->list.len : 0;
    const Node *last = n ? s->body->list.data[n - 1] : NULL;
    if (last && (last->kind == ND_CASE || last->kind == ND_DEFAULT)) {
        /* §6.2's "no statement between a label and the end of the switch" is
         * an error up to GLSL 4.30 and ES 3.00, and again from 4.60 and ES
         * 3.20; the specifications between (4.40, 4.50, ES 3.10) dropped it. */
        int es = c->pp->profile == PROFILE_ES, v = c->pp->version;
        int dropped = es ? v > 300 && v < 320 : v > 430 && v < 460;
        const char *msg = "the last label of a switch needs a statement after it (a 'break;' will do)";
        if (dropped)
            glsl_warning(c->g, last->loc, "%s", msg);
        else
            check_error(c, last->loc, "%s", msg);
    }
    check_pop_scope(c);
    c->switches--;
}

static void check_return(Checker *c, Node *s)
{
    const Type *want = c->function ? c->function->type : c->tt->void_;
    if (!s->lhs) {
        if (want != c->tt->void_ && want->kind != TY_ERROR)
            check_error(c, s->loc, "'%s' must return a value of type %s", c->function->name, tname(c, want));
        return;
    }
    if (want == c->tt->void_) {
        check_expr(c, s->lhs);
        check_error(c, s->loc, "'%s' returns void: 'return' cannot have a value", c->function->name);
        return;
    }
    check_convert_named(c, &s->lhs, want, "as the value of", c->function->name);
}

/* The body of a for or while loop is in the scope of the loop's own
 * declarations, compound or not (§4.2: `for (int i...) { int i; }`
 * redeclares i); a do-while body is a scope of its own, even when simple. */
static void check_loop_body(Checker *c, Node *body, int own_scope)
{
    c->loops++;
    if (own_scope)
        check_push_scope(c);
    if (body && body->kind == ND_BLOCK && !own_scope) {
        c->at_token = body->tok_index;
        check_block_stmts(c, body);
    } else {
        check_stmt(c, body);
    }
    if (own_scope)
        check_pop_scope(c);
    c->loops--;
}

static void check_stmt(Checker *c, Node *s)
{
    if (!s)
        return;
    c->at_token = s->tok_index;
    if (s->attributes.len)
        check_attributes(c, s); /* [[unroll]] and kin (check_control.c) */
    switch (s->kind) {
    case ND_BLOCK:
        check_push_scope(c);
        check_block_stmts(c, s);
        check_pop_scope(c);
        return;
    case ND_EXPR_STMT:
        check_expr(c, s->lhs);
        return;
    case ND_DECL_STMT:
        if (s->lhs && s->lhs->kind == ND_FUNCTION) {
            /* §4.2: prototypes are global, so no function hides a name. */
            check_error(c, s->lhs->loc, "'%s' is declared inside a function: function prototypes belong at global "
                        "scope", s->lhs->name);
            return;
        }
        check_declaration(c, s->lhs, 0);
        return;
    case ND_IF:
        check_condition(c, &s->cond, "an 'if' condition");
        c->branches++;
        check_push_scope(c);
        check_stmt(c, s->then);
        check_pop_scope(c);
        check_push_scope(c);
        check_stmt(c, s->els);
        check_pop_scope(c);
        c->branches--;
        return;
    case ND_SWITCH:
        check_switch(c, s);
        return;
    case ND_CASE: case ND_DEFAULT:
        check_error(c, s->loc, "'%s' outside a switch", s->kind == ND_CASE ? "case" : "default");
        return;
    case ND_WHILE:
        check_push_scope(c);
        check_condition(c, &s->cond, "a 'while' condition");
        check_limits_loop_header(c, s);
        check_loop_body(c, s->then, 0);
        check_pop_scope(c);
        return;
    case ND_DO:
        check_limits_loop_header(c, s);
        check_loop_body(c, s->then, 1);
        check_condition(c, &s->cond, "a 'do-while' condition");
        return;
    case ND_FOR:
        check_push_scope(c);
        check_stmt(c, s->init);
        if (s->init && s->init->kind == ND_DECL_STMT && s->init->lhs && s->init->lhs->kind == ND_DECLARATION)
            for (size_t i = 0; i < s->init->lhs->list.len; i++)
                if (s->init->lhs->list.data[i]->sym)
                    s->init->lhs->list.data[i]->sym->loop_index = 1;
        if (s->cond)
            check_condition(c, &s->cond, "a 'for' condition");
        if (s->inc)
            check_expr(c, s->inc);
        check_limits_loop_header(c, s);
        check_loop_body(c, s->then, 0);
        check_limits_loop_done(c, s);
        check_pop_scope(c);
        return;
    case ND_BREAK:
        if (!c->loops && !c->switches)
            check_error(c, s->loc, "'break' outside a loop or switch");
        return;
    case ND_CONTINUE:
        if (!c->loops)
            check_error(c, s->loc, "'continue' outside a loop");
        return;
    case ND_RETURN:
        check_return(c, s);
        c->main_returned |= c->function && strcmp(c->function->name, "main") == 0;
        return;
    case ND_DISCARD: case ND_DEMOTE: case ND_TERMINATE_INVOCATION:
        if (c->stage != STAGE_FRAGMENT)
            check_error(c, s->loc, "'%s' is only allowed in fragment shaders",
                        s->kind == ND_DISCARD ? "discard" : s->kind == ND_DEMOTE ? "demote" : "terminateInvocation");
        return;
    case ND_TERMINATE_RAY: case ND_IGNORE_INTERSECTION:
        check_ray_statement(c, s);
        return;
    case ND_EMPTY:
        return;
    default:
        check_error(c, s->loc, "this statement is not supported yet");
        return;
    }
}

/* Whether control can reach the end of `s` (a conservative reading: only
 * return, discard and if/else or blocks ending in them count as leaving). */
static int falls_through(const Node *s)
{
    if (!s)
        return 1;
    switch (s->kind) {
    case ND_RETURN: case ND_DISCARD: case ND_TERMINATE_INVOCATION: case ND_TERMINATE_RAY:
    case ND_IGNORE_INTERSECTION:
        return 0;
    case ND_BLOCK:
        for (size_t i = 0; i < s->list.len; i++)
            if (!falls_through(s->list.data[i]))
                return 0;
        return 1;
    case ND_IF:
        return !s->els || falls_through(s->then) || falls_through(s->els);
    default:
        return 1;
    }
}

void check_function_body(Checker *c, Symbol *fn, Node *def)
{
    Symbol *outer = c->function;
    c->function = fn;
    check_push_scope(c);
    for (size_t i = 0; i < def->list.len; i++) {
        Node *p = def->list.data[i];
        if (!p->name)
            continue;
        /* With the body's locals: a call reads its callee's parameters
         * from the function's symbol (param_precision), not from these. */
        Symbol *s = new_local_symbol(c, p->name, p->ty, p->loc);
        s->decl = p;
        s->storage = fn->param_storage[i] == SQ_IN ? SQ_NONE : fn->param_storage[i];
        s->flags = p->type ? p->type->q->flags : 0;
        s->precision = check_declared_precision(c, p->ty, s->flags);
        check_needs_precision(c, p->ty, s->flags, p->loc);
        s->spirv_decorations = p->type ? check_spirv_decorations(c, p->type->q, 0) : NULL;
        p->sym = s;
        declare(c, s);
    }
    /* Parameters and the body share one scope (§4.2.2); GLSL ES 1.00's
     * 4.2.2 nests the body's scope in the definition's instead, so a local
     * may hide a parameter there. */
    int es100 = c->pp->profile == PROFILE_ES && c->pp->version == 100;
    if (es100)
        check_push_scope(c);
    if (def->body)
        check_block_stmts(c, def->body);
    if (es100)
        check_pop_scope(c);
    if (fn->type->kind != TY_VOID && fn->type->kind != TY_ERROR && def->body && falls_through(def->body))
        glsl_warning(c->g, def->loc, "'%s' can reach its end without returning a value (the result is then undefined)",
                     fn->name);
    check_pop_scope(c);
    c->function = outer;
}
