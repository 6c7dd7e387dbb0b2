/* The checker's internal interface (check_decl.c, check_expr.c,
 * check_stmt.c): semantic analysis of a parsed unit. See sema.h for symbols
 * and constant values, docs/compiler.md for what the checker leaves in the
 * tree for the emitter. */
#ifndef GLSPV_GLSL_CHECK_H
#define GLSPV_GLSL_CHECK_H

#include "glsl/builtins.h"
#include "glsl/sema.h"

/* What the checker learnt about the whole unit, for the emitter. */
typedef struct CheckedUnit {
    const Ast *ast;
    const PpOutput *pp;
    TypeTable *types;
    Scope *globals_scope;     /* the names declared at file scope (and the built-ins) */
    VEC(Symbol *) globals;    /* global variables and blocks, in declaration order */
    VEC(Symbol *) functions;  /* user functions with a body, in definition order */
    Symbol *main;             /* void main() */
    uint32_t local_size[3];   /* compute: layout(local_size_x = ...) in */
    VEC(Symbol *) global_calls; /* user functions global initializers call (run at the start of main) */
    int local_size_set[3];    /* declared (later declarations must agree) */
    int local_size_id[3];     /* local_size_x_id = N, or -1 */
} CheckedUnit;

typedef struct Checker {
    Glsl *g;
    Arena *a;
    const PpOutput *pp;
    CheckedUnit *unit;
    TypeTable *tt;
    Scope *globals;
    Scope *scope;          /* innermost */
    Stage stage;
    uint32_t families;     /* built-in function families enabled (FAM_*) */
    Symbol *function;      /* the function whose body is being checked */
    int loops, switches;   /* nesting, for break and continue */
    int unit_index;        /* which of the linked units is being checked */
} Checker;

/* Checks `ast`. Errors become diagnostics; returns the unit even then. */
CheckedUnit *check_unit(Glsl *g, const PpOutput *pp, const Ast *ast);
/* Checks `count` units of one stage together, as one program (glslang's
 * linking): globals declared alike in several units are one variable,
 * a function may be defined in one unit and declared in others. */
CheckedUnit *check_units(Glsl *g, const PpOutput *pps, Ast *const *asts, size_t count);

Diag *check_error(Checker *c, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
const char *tname(Checker *c, const Type *t);

/* ---- check_decl.c ---- */
const Type *resolve_type(Checker *c, const TypeSpec *ts);
/* Adds array dimensions written after a name (float a[2][3]) to `base`. */
const Type *apply_array(Checker *c, const Type *base, const NodeList *dims, const Node *init);
void check_declaration(Checker *c, Node *decl, int global);
Symbol *new_symbol(Checker *c, SymbolKind kind, const char *name, const Type *type, SrcLoc loc);
/* Declares `sym` in the current scope, reporting a redeclaration. */
void declare(Checker *c, Symbol *sym);

/* ---- check_expr.c ---- */
/* Types `n` (and everything below it); returns its type (TY_ERROR after an error). */
const Type *check_expr(Checker *c, Node *n);
/* Types `*slot` and converts it to `to` (wrapping it in ND_CONVERT); 0 and a
 * message naming `what` when it cannot be. */
int check_convert(Checker *c, Node **slot, const Type *to, const char *what);
/* Types an initializer list `{...}` as a value of `t` (arrays, structs,
 * vectors, matrices, nested to any depth; an unsized array takes its size
 * from the list). Returns the type it ends up with. */
const Type *check_init_list(Checker *c, Node *n, const Type *t);
/* The value of a constant integer expression (array sizes, case labels,
 * layout values), or 0 with an error. */
int check_const_int(Checker *c, Node *n, int64_t *value, const char *what);
void check_push_scope(Checker *c);
void check_pop_scope(Checker *c);

/* ---- check_stmt.c ---- */
void check_function_body(Checker *c, Symbol *fn, Node *def);

#endif
