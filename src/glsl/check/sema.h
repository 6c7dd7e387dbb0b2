/* Semantic analysis: symbols, scopes and constant values.
 *
 * The checker walks the AST that the parser built, resolves every name to a
 * Symbol, gives every expression its interned Type (glsl/type.h), inserts
 * implicit conversions, chooses overloads, and folds constant expressions
 * into ConstValues. The emitter then turns the checked tree into SPIR-V.
 * Everything lives in the compilation's arena. */
#ifndef GLSPV_GLSL_SEMA_H
#define GLSPV_GLSL_SEMA_H

#include "glsl/parse/ast.h"
#include "glsl/check/type.h"

/* ---- constant values ---- */

/* One scalar component. Integers are kept as 64 bits, wrapped to their
 * type's width after every operation (sign-extended when signed); floats as
 * double, rounded to their type's precision after every operation, so that
 * folding gives exactly what the GPU would compute for 16- and 32-bit
 * floats. Booleans are 0 or 1 in `u`. */
typedef union Scalar {
    uint64_t u;
    int64_t i;
    double f;
} Scalar;

/* The value of a constant expression of type `type`: scalars, vectors and
 * matrices have `count` components (column-major for matrices); arrays and
 * structs have `count` elements or members in `elems`. */
typedef struct ConstValue {
    const Type *type;
    uint32_t count;
    Scalar *comps;                 /* scalar, vector, matrix */
    struct ConstValue **elems;     /* array, struct */
} ConstValue;

/* ---- symbols ---- */

typedef enum SymbolKind {
    SYM_VARIABLE,      /* globals, locals, parameters, built-in variables */
    SYM_FUNCTION,      /* one overload; others are chained through `next_overload` */
    SYM_TYPE,          /* a struct name (or a buffer reference block name) */
    SYM_BLOCK_MEMBER,  /* a member of a block declared without an instance name */
} SymbolKind;

typedef struct Symbol Symbol;

/* One per declared name: a global, a local or a parameter, a function, a
 * type. The flags are bytes, grouped, and the pointers together: a symbol
 * was 288 bytes, one for every function and global of a shader. Only
 * functions have the fields after `block` (symbol_size): a variable, a type
 * or a block member is 160 bytes, a function 216. Under ASan every symbol
 * has the full size with the missing fields poisoned. */
struct Symbol {
    SymbolKind kind;
    SrcLoc loc;
    const char *name;
    const Type *type;        /* variables: their type; functions: the return type; types: the type */
    const Node *decl;        /* the declaring node, if any */
    const TypeSpec *decl_type; /* the type as written, with its qualifiers (layout) */
    const ConstValue *value; /* a const variable whose initializer folded */
    StorageQual storage;
    uint32_t flags;          /* QF_* qualifiers */
    int spec_id;             /* layout(constant_id = N): N, else -1 */
    int builtin;             /* a SpvBuiltIn for built-in variables, else -1 */
    int unit;                /* the linked unit that declared it (check_units) */
    int stream;              /* geometry outputs: the vertex stream */
    int xfb_buffer;          /* outputs: the transform feedback buffer (check_xfb.c) */
    uint32_t xfb_offset;     /* outputs: the byte xfb_offset captures it at, plus 1; 0: not captured */
    uint32_t location;       /* in/out: the location -fauto-map-locations gave it, plus 1; 0: as written */
    uint32_t binding;        /* resources: the binding the emitter settled (binding bases, -fauto-bind-uniforms),
                                plus 1; 0: as written */
    int spirv_storage_class; /* GL_EXT_spirv_intrinsics: spirv_storage_class(N): N, else -1 */
    uint32_t name_hash;      /* hash_string(name), set by scope_add: a growing scope moves it unhashed */
    uint8_t spec;            /* a const whose value depends on specialization constants */
    uint8_t is_global;
    uint8_t builtin_block;   /* a gl_PerVertex block (gl_in, gl_out, the anonymous output block) */
    uint8_t hidden;          /* a gl_PerVertex member that the block's redeclaration leaves out */
    uint8_t used;            /* named by some expression (a built-in is redeclared only before that) */
    uint8_t loop_index;      /* declared by a for statement's init: GLSL ES 1.00 Appendix A's loop index */
    uint8_t redeclared;      /* a gl_PerVertex block redeclared already */
    uint8_t precision;       /* PREC_*: variables, and functions' return values */
    uint8_t per_vertex;      /* an in/out whose outer array has one element per vertex (gl_in[], v[]) */
    uint8_t defined;         /* SYM_FUNCTION: has a body */
    uint8_t undefined_reported; /* called without a body anywhere: reported once */
    uint8_t reachable;       /* main() calls it, directly or not: it is emitted */
    uint8_t visiting;        /* recursion search: 1 on the current path, 2 done */
    uint8_t spv_image_param; /* an image parameter holding its argument's UniformConstant variable (emit_stmt.c) */
    /* SYM_BLOCK_MEMBER: the member's index (and `block` below) */
    uint32_t member;
    /* The emitter's: the SPIR-V id of the variable or function, the storage
     * class of its pointer, and the block layout of its memory. */
    uint32_t id;
    uint32_t spv_storage;
    int spv_layout;
    uint32_t param_count;    /* SYM_FUNCTION (here, where it costs no room) */
    /* GL_EXT_spirv_intrinsics */
    const SpirvDecorations *spirv_decorations; /* spirv_decorate* on the declaration, or NULL */
    const SpirvReqs *spirv_storage_reqs;       /* its requirements */
    Symbol *block;           /* SYM_BLOCK_MEMBER: the block variable */
    /* ---- SYM_FUNCTION only from here: the other kinds end here ---- */
    const SpirvInstruction *spirv_instruction; /* a function that is one SPIR-V instruction, or NULL */
    const Type **param_types;
    StorageQual *param_storage;   /* SQ_IN (default), SQ_OUT, SQ_INOUT */
    uint8_t *param_precision;     /* PREC_* of each parameter, as declared */
    /* Each parameter's qualifiers as written (QF_*, and the storage with
     * SQ_NONE as SQ_IN), and the return type's QF_*: a definition's
     * header goes back with its body, and later calls and declarations
     * read these instead. */
    uint32_t *param_flags;
    uint8_t *param_written_storage;
    uint32_t return_flags;
    uint32_t decl_line;           /* the line of `decl`, for messages once it went back */
    Symbol *next_overload;
    VEC(Symbol *) calls;     /* user functions its body calls (for finding recursion) */
    VEC(Symbol *) resources; /* global uniforms, buffers and blocks its body names (which are live:
                                -fauto-bind-uniforms binds only those) */
    uint32_t globals_before; /* a definition: how many of CheckedUnit.globals were declared before it
                                (the emitter goes through both in the order of the source) */
};

/* A lexical scope: names to symbols, and the scope around it. */
typedef struct Scope Scope;

Scope *scope_new(Arena *a, Scope *parent);
/* The symbol `name` declares in this scope alone, or NULL. */
Symbol *scope_lookup_local(const Scope *s, const char *name);
/* The same with `hash` being hash_string(name) (a declaration hashes its
 * name once, for the lookup and scope_add_hashed). */
Symbol *scope_lookup_local_hashed(const Scope *s, const char *name, uint32_t hash);
/* The innermost symbol named `name`, or NULL; scope_lookup_hashed with
 * `hash` being hash_string(name) (a call's name is hashed once for its
 * lookups and its built-in name). Hashed once for the walk out through
 * every enclosing scope. */
Symbol *scope_lookup_hashed(const Scope *s, const char *name, uint32_t hash);
static inline Symbol *scope_lookup(const Scope *s, const char *name)
{
    return scope_lookup_hashed(s, name, hash_string(name));
}
/* Adds `sym` to `s` (overloads of a function are chained by the caller). */
void scope_add(Arena *a, Scope *s, Symbol *sym);
void scope_add_hashed(Arena *a, Scope *s, Symbol *sym, uint32_t hash);
Scope *scope_parent(const Scope *s);
/* Changes with every scope made and every name added under the outermost
 * scope around `s`: while it stays the same, and the innermost scope too,
 * every lookup from there finds what it found before (check_lookup's
 * cache). A scope going out adds nothing: a lookup from the scope around
 * it is as it was before the inner scope came. */
uint32_t scope_changes(const Scope *s);
/* Where that count is kept, for reading it without a call. */
const uint32_t *scope_changes_at(const Scope *s);
/* The name in `s` or around it closest to `name` (a typo's fix), of a
 * function when `functions`, else of a value; NULL when none is close. */
const char *scope_closest(const Scope *s, const char *name, int functions);
/* Names a scope declares when first looked up (the global scope's
 * built-in variables: most shaders name a few of the dozens a stage has).
 * A lookup of `name` that finds nothing in `s` itself asks fn(user, name),
 * which may scope_add to `s` and returns what `name` now means there, or
 * NULL; fn(user, NULL) declares everything still pending (before
 * scope_closest reads the whole scope). */
typedef Symbol *(*ScopeMissFn)(void *user, const char *name);
void scope_set_miss(Scope *s, ScopeMissFn fn, void *user);

#endif
