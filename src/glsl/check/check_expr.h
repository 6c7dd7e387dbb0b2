/* What the expression area's two files share: check_expr.c (operators,
 * names, members, elements, literals, initializer lists) and check_call.c
 * (calls, constructors, methods). Private to those two. */
#ifndef GLSPV_GLSL_CHECK_CHECK_EXPR_H
#define GLSPV_GLSL_CHECK_CHECK_EXPR_H

#include "glsl/check/check.h"

/* An erroneous expression: typed `error`, which every rule accepts silently. */
static inline const Type *fail(Node *n, const Type *error)
{
    n->ty = error;
    return error;
}

static inline int is_error(const Type *t)
{
    return t->kind == TY_ERROR;
}

/* ---- check_expr.c ---- */
int expr_require_lvalue(Checker *c, Node *n, const char *what);
/* " (did you mean 'length'?)" for a misspelt function or value name, else "". */
const char *expr_suggestion(Checker *c, const char *name, int function);
/* Checks `n` as memory accessed rather than read: the target of `=`, an
 * argument before its parameter is known, what a member, an element or a
 * length() is taken of. Only the outermost expression of an access reads. */
const Type *check_accessed(Checker *c, Node *n);
/* ES 3.10 with GL_EXT_gpu_shader5 / GL_OES_gpu_shader5 (or ES 3.20): what it allows. */
int es_has_gpu_shader5(const Checker *c);
/* How to name an array in a message: 'gl_ClipDistance', or its type. */
const char *expr_name(Checker *c, const Node *n);

/* ---- check_call.c ---- */
const Type *check_call(Checker *c, Node *n);
const Type *check_construct(Checker *c, Node *n);
/* .length() (§5.7): constant except on a runtime-sized array. */
const Type *check_method(Checker *c, Node *n);

#endif
