/* Internal interfaces between the preprocessor's files (pp.c, pp_expr.c,
 * pp_print.c). */
#ifndef GLSPV_GLSL_PP_EXPR_H
#define GLSPV_GLSL_PP_EXPR_H

#include "glsl/pp/pp.h"

/* Evaluates the macro-expanded tokens of an #if or #elif (GLSL 4.60 3.3).
 * Identifiers left over are 0, and an error in ES as glslang does (`es`).
 * Returns 1 and *value, or 0 after reporting an error at `loc` or at the
 * offending token. */
int pp_eval(Glsl *g, const Token *toks, size_t count, SrcLoc loc, int es, int64_t *value);
/* Evaluates the expression that starts the `count` tokens (a #line's line,
 * then its source string number), as far as it goes: *used tokens. Messages
 * name `directive`; `es` refuses names that are no macro. */
int pp_eval_prefix(Glsl *g, const Token *toks, size_t count, SrcLoc loc, int es, const char *directive,
                   int64_t *value, size_t *used);

#endif
