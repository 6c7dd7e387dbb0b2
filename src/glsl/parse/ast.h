/* The abstract syntax tree the parser builds and the checker annotates.
 *
 * One Node struct for expressions, statements and declarations (chibicc's
 * shape): `kind` says which fields mean something. Lists are arrays of
 * Node pointers in the arena. Every node keeps the location of the token
 * that best names it, for messages. Types as written are TypeSpecs;
 * the checker resolves them to interned types (issue 5). */
#ifndef GLSPV_GLSL_AST_H
#define GLSPV_GLSL_AST_H

#include <stddef.h>

#include "glsl/pp/pp.h"

typedef struct Node Node;
typedef struct TypeSpec TypeSpec;
struct Type;
struct Symbol;
struct ConstValue;
struct BuiltinCall;

typedef VEC(Node *) NodeList;

/* ---- qualifiers ---- */

typedef enum StorageQual {
    SQ_NONE,
    SQ_IN,
    SQ_OUT,
    SQ_INOUT,
    SQ_UNIFORM,
    SQ_BUFFER,
    SQ_SHARED,
    SQ_ATTRIBUTE,
    SQ_VARYING,
    SQ_RAY_PAYLOAD,         /* rayPayloadEXT / rayPayloadNV */
    SQ_RAY_PAYLOAD_IN,
    SQ_HIT_ATTRIBUTE,
    SQ_CALLABLE_DATA,
    SQ_CALLABLE_DATA_IN,
    SQ_SHADER_RECORD,
    SQ_HIT_OBJECT_ATTR,
    SQ_TASK_PAYLOAD,        /* taskPayloadSharedEXT */
    SQ_TASK_NV,             /* taskNV (a block qualifier) */
} StorageQual;

enum {
    /* Auxiliary, interpolation and other one-word qualifiers, as bits. */
    QF_CENTROID = 1u << 0,
    QF_SAMPLE = 1u << 1,
    QF_PATCH = 1u << 2,
    QF_FLAT = 1u << 3,
    QF_SMOOTH = 1u << 4,
    QF_NOPERSPECTIVE = 1u << 5,
    QF_INVARIANT = 1u << 6,
    QF_PRECISE = 1u << 7,
    QF_COHERENT = 1u << 8,
    QF_VOLATILE = 1u << 9,
    QF_RESTRICT = 1u << 10,
    QF_READONLY = 1u << 11,
    QF_WRITEONLY = 1u << 12,
    QF_DEVICECOHERENT = 1u << 13,
    QF_QUEUEFAMILYCOHERENT = 1u << 14,
    QF_WORKGROUPCOHERENT = 1u << 15,
    QF_SUBGROUPCOHERENT = 1u << 16,
    QF_NONPRIVATE = 1u << 17,
    QF_SHADERCALLCOHERENT = 1u << 18,
    QF_NONUNIFORM = 1u << 19,
    QF_PERVERTEX = 1u << 20,       /* pervertexEXT / pervertexNV */
    QF_PERPRIMITIVE = 1u << 21,
    QF_PERVIEW = 1u << 22,
    QF_SPIRV_BY_REFERENCE = 1u << 23,
    QF_SPIRV_LITERAL = 1u << 24,
    QF_HIGHP = 1u << 25,
    QF_MEDIUMP = 1u << 26,
    QF_LOWP = 1u << 27,
    QF_SUBROUTINE = 1u << 28,
    QF_CONST = 1u << 29,           /* const is kept apart: `const in` parameters */
};

/* layout(name) or layout(name = value); `value` is an expression or NULL. */
typedef struct LayoutItem {
    const char *name; /* as written; the spec makes layout names case-insensitive except where noted */
    Node *value;
    SrcLoc loc;
} LayoutItem;

/* A GL_EXT_spirv_intrinsics qualifier: spirv_decorate(...), spirv_type(...),
 * spirv_storage_class(...), spirv_execution_mode(...), spirv_instruction(...).
 * `args` holds expressions (possibly string literals, ND_STRING) in order;
 * `extensions`/`capabilities` are the lists given with those names. */
typedef struct SpirvQual {
    TokKind keyword;      /* KW_SPIRV_* */
    NodeList args;        /* positional arguments */
    NodeList extensions;  /* ND_STRING nodes */
    NodeList capabilities;/* expressions */
    Node *set;            /* spirv_instruction(set = "...") */
    Node *id;             /* spirv_instruction(id = N) */
    SrcLoc loc;
} SpirvQual;

typedef struct Qualifiers {
    StorageQual storage;
    uint32_t flags;       /* QF_* */
    VEC(LayoutItem) layout;
    VEC(SpirvQual) spirv;
    VEC(const char *) subroutine_types; /* subroutine(a, b) */
    SrcLoc loc;           /* first qualifier */
    int any;              /* some qualifier was written */
} Qualifiers;

/* ---- types as written ---- */

typedef enum TypeSpecKind {
    TS_NONE,      /* qualifiers only: `layout(...) in;`, `invariant x;` */
    TS_BUILTIN,   /* `builtin` is a type code from glsl/pp/type_names.h */
    TS_STRUCT,    /* a struct defined here: `def` is an ND_STRUCT node */
    TS_NAMED,     /* a struct type name declared earlier */
    TS_SPIRV,     /* spirv_type(...) */
} TypeSpecKind;

struct TypeSpec {
    /* Never NULL: the types written without qualifiers (most: parameters,
     * locals, return types) share the parser's one empty set, which nothing
     * writes (keep_qualifiers); a set inline was 72 of 152 bytes. */
    Qualifiers *q;
    TypeSpecKind kind;
    uint32_t builtin;
    const char *name;     /* TS_NAMED: the struct name */
    Node *def;            /* TS_STRUCT */
    SpirvQual *spirv;     /* TS_SPIRV: the spirv_type(...) */
    NodeList array;       /* dimensions after the type (float[2][3]): size expressions or NULL for [] */
    NodeList params;      /* type parameters: fcoopmatNV<16, gl_ScopeSubgroup, 8, 8> */
    SrcLoc loc;
};

/* ---- nodes ---- */

typedef enum NodeKind {
    /* expressions */
    ND_IDENT,         /* name */
    ND_INT,           /* op: the token kind (suffix), lit.u: the value */
    ND_FLOAT,         /* op, lit.f */
    ND_BOOL,          /* value in `lit.u` */
    ND_STRING,        /* name: the text */
    ND_UNARY,         /* op, lhs: - + ! ~ and prefix ++ -- */
    ND_POSTFIX,       /* op, lhs: postfix ++ -- */
    ND_BINARY,        /* op, lhs, rhs (also && || ^^ and ,) */
    ND_ASSIGN,        /* op (= += ...), lhs, rhs */
    ND_TERNARY,       /* cond, lhs (then), rhs (else) */
    ND_CALL,          /* name, args: a function call */
    ND_CONSTRUCT,     /* type, args: vec4(...), S(...), float[2](...) */
    ND_INDEX,         /* lhs[rhs] */
    ND_FIELD,         /* lhs.name: member or swizzle */
    ND_METHOD,        /* lhs.name(args): .length() */
    ND_INIT_LIST,     /* { a, b, ... } initializer (GL_ARB_shading_language_420pack) */
    ND_TYPE,          /* type: a type used as an argument (spirv_type parameters) */
    ND_CONVERT,       /* lhs converted to ty: inserted by the checker for implicit conversions */
    ND_SPIRV_ID,      /* lhs: `spirv_id expr` in spirv_type parameters */

    /* statements */
    ND_BLOCK,         /* body: statements */
    ND_EXPR_STMT,     /* lhs */
    ND_DECL_STMT,     /* decl: an ND_DECLARATION */
    ND_IF,            /* cond, then, els */
    ND_SWITCH,        /* cond, body (ND_BLOCK containing ND_CASE/ND_DEFAULT labels) */
    ND_CASE,          /* lhs: the label expression */
    ND_DEFAULT,
    ND_WHILE,         /* cond (a condition node), then: body */
    ND_DO,            /* then: body, cond */
    ND_FOR,           /* init (statement), cond (or NULL), inc (or NULL), then: body */
    ND_BREAK,
    ND_CONTINUE,
    ND_RETURN,        /* lhs or NULL */
    ND_DISCARD,
    ND_DEMOTE,
    ND_TERMINATE_INVOCATION,
    ND_TERMINATE_RAY,
    ND_IGNORE_INTERSECTION,
    ND_EMPTY,         /* ; */
    ND_CONDITION_DECL,/* `while (bool b = x)` / `if`-free condition declaration: type, name, init */

    /* declarations */
    ND_DECLARATION,   /* type, decls: ND_DECLARATOR list (maybe empty: `struct S {..};`, `layout(..) in;`) */
    ND_DECLARATOR,    /* name, array, init */
    ND_FUNCTION,      /* type (return), name, params (ND_PARAM), body (NULL for a prototype) */
    ND_PARAM,         /* type, name (or NULL), array */
    ND_STRUCT,        /* name (or NULL), members: ND_DECLARATION list */
    ND_BLOCK_DECL,    /* type (its qualifiers), name (block name), members, instance (or NULL), array */
    ND_PRECISION,     /* precision highp float; : type (with the precision in q.flags) */
    ND_QUALIFIER_DECL,/* `invariant a, b;` / `precise x;` : type (qualifiers only), names */
} NodeKind;

/* A node of the tree. Each kind is allocated only as big as the fields it
 * uses (node_size): the fields are in the order of how many kinds use them,
 * and a group ends where some kinds end. Identifiers, literals and operators,
 * the most numerous nodes, take 56 to 80 bytes; a structure or block takes 240. */
struct Node {
    /* ---- every node: 24 bytes, the kind and operator as small as they fit ---- */
    uint8_t kind;            /* NodeKind */
    /* expressions, filled in by the checker: */
    uint8_t lvalue;                   /* the expression can be assigned to */
    uint8_t writeonly;                /* it is writeonly memory, which may not be read (§4.10) */
    uint8_t spec;                     /* its value depends on a specialization constant: cval holds
                                         the default, the emitter computes it from the constant */
    uint8_t precision;                /* PREC_* of the value (check_precision.c) */
    uint16_t op;             /* TokKind: the operator token for ND_UNARY/POSTFIX/BINARY/ASSIGN;
                                ND_INT, ND_FLOAT: the literal's token kind */
    SrcLoc loc;
    uint32_t tok_index;      /* the token the parser was at when it made the node: which
                                #extension directives are in force there */
    /* ---- expressions: filled in by the checker ---- */
    union {
        struct {
            const struct Type *ty;            /* expressions: the value's type */
            const struct ConstValue *cval;    /* constant expressions: the value */
        };
        /* Statements and declarations have no value: their
         * [[unroll, dependency_length(4)]] (GL_EXT_control_flow_attributes) take the place. */
        VEC(LayoutItem) attributes;
    };
    const char *name;        /* ND_INT, ND_FLOAT: the spelling, for messages, when it needs an
                                extension (a 16- or 64-bit type); NULL for the others */
    struct Symbol *sym;      /* ND_IDENT, ND_CALL of a user function, declarators */
    /* ---- identifiers end here ---- */
    union {
        uint64_t u;          /* ND_INT: the value, wrapped to 64 bits; ND_BOOL: 0 or 1 */
        double f;            /* ND_FLOAT */
    } lit;
    /* ---- literals end here ---- */
    Node *lhs;
    /* ---- unary operators, conversions and the simple statements end here ---- */
    Node *rhs;
    /* ---- binary operators, assignments and indexing end here ---- */
    union {
        uint32_t member;              /* ND_FIELD on a struct or block: the member's index */
        uint32_t name_hash;           /* ND_CALL: hash_string(name), the lexer's hash of the word
                                         (check_call's lookups); 0: not known, hashed there */
    };
    uint8_t swizzle_len;              /* ND_FIELD on a vector: the components picked */
    uint8_t swizzle[4];
    /* ---- fields end here ---- */
    Node *cond;
    /* ---- ?: ends here ---- */
    NodeList args;           /* call/construct arguments, init list items */
    const struct BuiltinCall *builtin;/* ND_CALL of a built-in function */
    TypeSpec *type;          /* declarations, constructors, params, functions */

    /* ---- blocks, compound statements and declarations (expressions end here) ---- */
    NodeList list;           /* block statements, declarators, params, members, unit decls */

    /* ---- compound statements and declarations (blocks and ND_DECLARATION end here) ---- */
    Node *then, *els, *init, *inc, *body;

    /* ---- declarators and the rest (if, loops and switch end here) ---- */
    NodeList array;          /* declarator/param/block array dimensions (NULL item: unsized) */

    /* ---- functions, structs, blocks (declarators and params end here) ---- */
    int has_body;            /* ND_FUNCTION: a definition */
    int buffer_reference;    /* ND_BLOCK_DECL / ND_QUALIFIER_DECL: declares a buffer reference type */
    uint32_t body_index;     /* ND_FUNCTION: its body's entry in Ast.body_list, plus 1; 0: none */
    /* ---- functions end here ---- */
    const char *instance;    /* ND_BLOCK_DECL instance name */
    VEC(const char *) names; /* ND_QUALIFIER_DECL */
};

#define NODE_EXPR_SIZE offsetof(Node, list)

/* The bytes a node of `kind` is allocated with: the fields past them are
 * not there, and must not be touched. Inline: the walks ask it of every
 * node (node_has), and a switch of constants compiles to a table. */
static inline size_t node_size(NodeKind kind)
{
    switch (kind) {
    case ND_IDENT:
        return offsetof(Node, lit);
    case ND_INT: case ND_FLOAT: case ND_BOOL: case ND_STRING:
        return offsetof(Node, lhs);
    case ND_UNARY: case ND_POSTFIX: case ND_CONVERT: case ND_SPIRV_ID:
        return offsetof(Node, rhs);
    case ND_BINARY: case ND_ASSIGN: case ND_INDEX:
        return offsetof(Node, member);
    case ND_FIELD:
        return offsetof(Node, cond);
    case ND_TERNARY:
        return offsetof(Node, args);
    case ND_CALL: case ND_CONSTRUCT: case ND_METHOD: case ND_INIT_LIST: case ND_TYPE:
        return NODE_EXPR_SIZE;
    case ND_IF: case ND_SWITCH: case ND_WHILE: case ND_DO: case ND_FOR: case ND_CONDITION_DECL:
        return offsetof(Node, array);
    case ND_BLOCK:
        return offsetof(Node, then);
    case ND_DECLARATION: /* type, list: the declarators */
        return offsetof(Node, then);
    case ND_DECLARATOR: case ND_PARAM: /* name, array, init */
        return offsetof(Node, has_body);
    case ND_FUNCTION:
        return offsetof(Node, instance);
    case ND_STRUCT: case ND_BLOCK_DECL: case ND_PRECISION: case ND_QUALIFIER_DECL:
        return sizeof(Node);
    default: /* the simple statements: ND_EXPR_STMT, ND_RETURN, ND_CASE, ND_BREAK, ... */
        return offsetof(Node, rhs);
    }
}

static inline int node_kind_is_expr(NodeKind kind)
{
    return kind <= ND_SPIRV_ID;
}


/* Whether nodes of `n`'s kind have `field` (node_size), and the operands of
 * any expression, NULL or none where its kind has no such field: for the
 * walks that look into every kind of expression. */
#define node_has(n, field) (offsetof(Node, field) < node_size((n)->kind))
static inline Node *node_lhs(const Node *n)
{
    return node_has(n, lhs) ? n->lhs : NULL;
}
static inline Node *node_rhs(const Node *n)
{
    return node_has(n, rhs) ? n->rhs : NULL;
}
static inline Node *node_cond(const Node *n)
{
    return node_has(n, cond) ? n->cond : NULL;
}
static inline uint32_t node_arg_count(const Node *n)
{
    return node_has(n, args) ? n->args.len : 0;
}

/* A zeroed node of `kind`, node_size(kind) big (under ASan the full size,
 * with the fields past node_size poisoned, so touching one is caught). */
Node *node_new(Arena *a, NodeKind kind, SrcLoc loc);

/* The same, `size` bytes big (at least node_size(kind)): an identifier that
 * the checker may rewrite into a call in place. */
Node *node_new_sized(Arena *a, NodeKind kind, SrcLoc loc, size_t size);

/* A new expression node with the fields of expression `n`. */
Node *node_copy_expr(Arena *a, const Node *n);

/* A translation unit: the external declarations in order. */
/* A function body's place in Ast.bodies: the newest chunk when its parse
 * began (none: NULL), so that everything it holds is in that chunk or newer
 * ones. */
typedef struct AstBody {
    ArenaChunk *first;
    uint8_t done; /* emitted (or never to be): nothing reads it again */
} AstBody;

/* The function bodies are parsed into an arena of their own (the
 * context's `bodies`), in
 * source order: the emitter hands back each body once it has emitted the
 * function (ast_body_done), so that the whole tree is never held together
 * with the whole module. A definition's header (its node, parameters and
 * their types) goes with its body, but for main's. Everything else of the
 * tree, and what outlives it (names, messages), is in the context's arena. */
typedef struct Ast {
    NodeList decls;
    uint32_t clean_decls; /* how many of them come before the first error */
    uint32_t clean_header; /* 1 + the index of decls[clean_decls] when it is a function definition
                            * whose header is whole (the first error is in its body), else 0 */
    Arena *bodies;          /* the context's `bodies` */
    VEC(AstBody) body_list; /* in source order (in the context's arena) */
    uint32_t first_live;    /* the first body not done: the chunks older than its `first` are returned */
} Ast;

/* Parses the preprocessed tokens (classifying them in place: keywords and
 * type names are known only here). Syntax errors become diagnostics; the
 * tree is returned even then (with the erroneous parts left out). */
Ast *parse_unit(Glsl *g, PpOutput *pp);

/* parse_unit one external declaration at a time, for a compile that checks
 * and emits each as it comes: parse_next appends the next to the tree's
 * decls and says whether there was one (0 at the end, or at the error
 * limit). */
typedef struct Parser Parser;
Parser *parse_begin(Glsl *g, PpOutput *pp);
int parse_next(Parser *p);
Ast *parse_end(Parser *p);
Ast *parse_tree(Parser *p); /* the tree parse_next adds to */
/* The names of the functions main may call, directly or not, from the
 * tokens alone (parse_calls.c), found by parse_begin where Glsl.stream is
 * set. A function whose name is not among them is called by nobody. */
PtrMap parse_names_called(Parser *p);

/* Says that nothing reads the body of function `fn` (an ND_FUNCTION of
 * `ast`) again, and returns the chunks of `bodies` that only bodies done
 * hold (the bodies are done in any order; a chunk goes once every body in
 * it and before it is done). */
void ast_body_done(Ast *ast, const Node *fn);

/* Writes an indented, stable dump of the tree (for --dump-ast and goldens). */
void ast_dump(Glsl *g, const Ast *ast, Str *out);

/* Appends a node. Inline: the tree's lists (arguments, statements) are
 * pushed to once a node; most hold one or two, whose room comes without
 * vec_push's general growth. */
static inline void nodes_push(Arena *a, NodeList *list, Node *node)
{
    if (!list->cap) {
        list->data = arena_alloc_small(a, 2 * sizeof *list->data);
        list->cap = 2;
    }
    vec_push(a, list, node);
}

#endif
