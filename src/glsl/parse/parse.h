/* The parser's internal interface, shared by parse_decl.c (declarations,
 * types, qualifiers: spec chapter 4), parse_expr.c (chapter 5) and
 * parse_stmt.c (chapter 6).
 *
 * Recursive descent over the preprocessed tokens. Before parsing, one pass
 * classifies every word (keyword, type name, reserved word or identifier)
 * with the extension state in force at that token. Struct names are types
 * too, but only while in scope, so the parser keeps a scope stack of the
 * names declared so far and asks it whenever a word could start a type.
 *
 * Errors: `error_at` reports once per failure; after an error the parser is
 * in "panic" and reports nothing more until it has resynchronised at a `;`
 * or a `}` (sync_*), so one mistake gives one message. */
#ifndef GLSPV_GLSL_PARSE_H
#define GLSPV_GLSL_PARSE_H

#include "glsl/parse/ast.h"

typedef struct ParseScope ParseScope;

/* The call graph's walk over the tokens (parse_calls.c), in
 * classify_tokens' walk: call_walk_step at each of the few tokens that
 * matter, which looks back at the two tokens before it. */
typedef struct CallDefinition CallDefinition;
typedef struct CallWalk {
    PtrMap index;                 /* a defined name -> 1 + its place in `defs` */
    VEC(CallDefinition) defs;
    VEC(const char *) reached;
    uint32_t current;             /* 1 + the definition whose body the walk is in; 0: none */
    uint32_t depth;               /* of braces */
    const char *candidate;        /* the latest `name (` at file scope */
    Token last[2];                /* the last two tokens of the runs walked (kind TK_EOF before any) */
} CallWalk;

struct Parser {
    Glsl *g;
    Arena *arena;     /* what outlives the tree: names, scopes, messages */
    Arena *tree;      /* the tree's nodes: the context's arena, or Ast.bodies in a function body */
    Ast *ast;
    PpOutput *pp;     /* the preprocessor's tokens, classified in place */
    size_t count;
    size_t pos;
    Token *cur;       /* token pos */
    Token *block_end; /* the end of its block (of the tokens, in the last) */
    int panic;        /* errors suppressed until the next sync point */
    size_t errors;
    size_t error_limit;
    size_t errors_at_body; /* the diagnostics' error count when the latest function body began */
    ParseScope *scope; /* innermost */
    uint64_t type_bits; /* type_bit of every type name declared: most words miss it */
    uint32_t depth;   /* nesting, to bound recursion (and the tree's depth) */
    uint32_t peak;    /* the deepest the tree gets below what is being parsed (Chain) */
    int version;
    Profile profile;
    /* The limits nesting-depth and function-parameters (read once: every
     * expression asks them). */
    uint32_t nesting_limit, parameter_limit;
    /* The names made so far (ident_name), open addressing: equal names share
     * one copy, and an identifier costs its node alone. */
    struct NameSlot *names;
    uint32_t names_cap, names_len;
    Qualifiers *no_qualifiers; /* shared by the type specifiers without any (keep_qualifiers) */
    size_t errors_before;           /* the diagnostics' error count when parsing began */
    uint64_t first_classify_error;  /* the place of the first error classify_tokens reported */
    PtrMap names_called;            /* parse_names_called's, found by classify_tokens (g->stream) */
};

/* ---- the call graph (parse_calls.c) ---- */
void call_walk_call(Parser *p, CallWalk *w, const char *name, int before); /* `name (`, `before` name */
void call_walk_define(Parser *p, CallWalk *w);                             /* `) {` at file scope */
/* The names main may call (want) or nothing, the graph returned. */
PtrMap call_walk_end(Parser *p, CallWalk *w, int want);
/* The kinds call_walk_step needs. */
static inline int call_walk_marks(int kind)
{
    return kind == TK_LPAREN || kind == TK_LBRACE || kind == TK_RBRACE;
}
/* At token t (call_walk_marks), the tokens before it b1 and b2 (classified). */
static inline void call_walk_step(Parser *p, CallWalk *w, const Token *t, const Token *b1, const Token *b2)
{
    if (t->kind == TK_LPAREN) {
        if (b1->kind == TK_IDENT && b2->kind != TK_DOT)
            call_walk_call(p, w, b1->text, b2->kind);
    } else if (t->kind == TK_LBRACE) {
        if (w->depth++ == 0 && b1->kind == TK_RPAREN && w->candidate)
            call_walk_define(p, w);
    } else if (w->depth > 0) {
        if (--w->depth == 0)
            w->current = 0;
    }
}

/* ---- tokens (parse_decl.c) ---- */
/* The cursor's steps are inline: every token passes them several times. */
void parse_next_block(Parser *p);

static inline const Token *peek(Parser *p)
{
    return p->cur;
}

static inline const Token *next(Parser *p)
{
    const Token *t = p->cur;
    if (t->kind != TK_EOF) {
        p->pos++;
        if (++p->cur == p->block_end)
            parse_next_block(p);
    }
    return t;
}

static inline int at(Parser *p, TokKind kind)
{
    return p->cur->kind == kind;
}

static inline int accept(Parser *p, TokKind kind)
{
    if (p->cur->kind != kind)
        return 0;
    next(p);
    return 1;
}

/* The token `ahead` past the cursor; inline while it lies in the cursor's
 * block, which it almost always does. */
const Token *peek_past_block(Parser *p, size_t ahead);
static inline const Token *peek_at(Parser *p, size_t ahead)
{
    if (ahead < (size_t)(p->block_end - p->cur))
        return p->cur + ahead;
    return peek_past_block(p, ahead);
}
/* Consumes `kind` or reports "expected X <context>, found Y". Inline:
 * the token is almost always there; expect_missing reports it. */
int expect_missing(Parser *p, TokKind kind, const char *context);
static inline int expect(Parser *p, TokKind kind, const char *context)
{
    if (!accept(p, kind))
        return expect_missing(p, kind, context);
    /* A statement's end is a sync point: what follows gets reported. */
    if (kind == TK_SEMICOLON || kind == TK_RBRACE)
        p->panic = 0;
    return 1;
}
/* The same with the context from a format, made only when reported. */
int expectf(Parser *p, TokKind kind, const char *fmt, ...) PRINTF_LIKE(3, 4);
void error_at(Parser *p, const Token *t, const char *fmt, ...) PRINTF_LIKE(3, 4);
const char *keyword_hint(Parser *p, const Token *t);
const char *tok_text(Parser *p, const Token *t);
void sync_statement(Parser *p);
/* Every construct the parser recurses into is one level of nesting; past
 * the limit nesting-depth compilation stops with an error. With Chain
 * below, the limit bounds the tree's own depth, and so every later pass's
 * recursion over it. */
void too_deep(Parser *p, const Token *t, const char *what);
static inline void enter_nesting(Parser *p, const Token *t, const char *what)
{
    if (++p->depth > p->peak)
        p->peak = p->depth;
    if (p->depth > p->nesting_limit)
        too_deep(p, t, what);
}
static inline void leave_nesting(Parser *p, uint32_t levels)
{
    p->depth -= levels;
}

/* A left chain, parsed in a loop (a + b + c is (a + b) + c, v.x.y is
 * (v.x).y): its first operand lies as deep in the tree as the chain is
 * long, its k-th right operand one level less each. chain_start before the
 * first operand, chain_link before each further one (a level of nesting
 * each), chain_end after the last: it checks the depth the tree really has. */
typedef struct Chain {
    uint32_t base;          /* p->depth at the start (stored at the first link) */
    uint32_t links;
    uint32_t outer_peak;    /* p->peak before the chain */
    uint32_t operand_start; /* p->depth when the current operand began */
    uint32_t first;         /* levels inside the first operand */
    int64_t worst;          /* the largest (levels inside) - k of the k-th right operand */
} Chain;

/* Inline, with chain_end's case of no operator: most operands of an
 * expression are chains of one (a name, a literal) at every level. */
static inline void chain_start(Parser *p, Chain *c)
{
    /* `first` and `worst` are set by the first chain_measure, before any
     * read; `base` and `operand_start` by the first chain_link (the depth
     * is the same there, the first operand's nesting left): most chains
     * have none. */
    c->links = 0;
    c->outer_peak = p->peak;
    p->peak = p->depth;
}
void chain_link(Parser *p, Chain *c, const Token *t);
void chain_end_linked(Parser *p, Chain *c, const Token *t);
static inline void chain_end(Parser *p, Chain *c, const Token *t)
{
    /* No link: the operand went no deeper than p->peak, which enter_nesting
     * and chain_end_linked have checked against the limit. */
    if (!c->links) {
        if (c->outer_peak > p->peak)
            p->peak = c->outer_peak;
        return;
    }
    chain_end_linked(p, c, t);
}
/* Reports the parameter or argument (what) at `at` that makes count pass
 * the limit function-parameters. */
void too_many_parameters(Parser *p, SrcLoc at, const char *what);
static inline void check_parameter_count(Parser *p, SrcLoc at, size_t count, const char *what)
{
    if (count == (size_t)p->parameter_limit + 1)
        too_many_parameters(p, at, what);
}

/* ---- scopes (parse_decl.c) ---- */
void scope_push(Parser *p);
void scope_pop(Parser *p);
/* Records a declared name: a struct type, or a variable/function that hides one. */
void scope_declare(Parser *p, const char *name, int is_type);
/* A name's bit in Parser.type_bits (by its length and last character): a
 * word whose bit is clear names no type, without a walk of the scopes. */
static inline uint64_t type_bit(const char *text, size_t len)
{
    return (uint64_t)1 << ((len * 7 + (len ? (unsigned char)text[len - 1] : 0)) & 63);
}
/* Whether a word names a struct type here (the scopes' walk). */
int is_struct_name(Parser *p, const Token *t);
/* Inline: asked of most words, which its first tests settle. */
static inline int is_type_name(Parser *p, const Token *t)
{
    if (t->kind == TK_TYPE_NAME)
        return 1;
    if (t->kind != TK_IDENT || !(p->type_bits & type_bit(t->text, t->len)))
        return 0;
    return is_struct_name(p, t);
}

/* ---- node construction ---- */
/* Inline: every node of the tree is made here, and with the kind a
 * constant its size is one too, so the zeroing is a few stores rather
 * than a call to memset. The sanitizer build takes node_new_sized's way,
 * which poisons the fields the kind lacks. */
static inline Node *new_node_sized(Parser *p, NodeKind kind, SrcLoc loc, size_t size)
{
#if GLSPV_ASAN
    Node *n = node_new_sized(p->tree, kind, loc, size);
#else
    Node *n = arena_alloc_small(p->tree, size);
    n->kind = (uint8_t)kind;
    n->loc = loc;
#endif
    n->tok_index = (uint32_t)p->pos;
    return n;
}
static inline Node *new_node(Parser *p, NodeKind kind, SrcLoc loc)
{
    return new_node_sized(p, kind, loc, node_size(kind));
}
/* A word's one NUL-ended copy. Inline: an identifier token has it
 * already (classify_tokens made it); ident_name_copy makes the others'. */
const char *ident_name_copy(Parser *p, const Token *t);
static inline const char *ident_name(Parser *p, const Token *t)
{
    if (t->flags & TF_NAME)
        return t->text;
    return ident_name_copy(p, t);
}

/* ---- declarations (parse_decl.c) ---- */
/* Whether the tokens at the cursor start a declaration rather than an
 * expression (a qualifier, a type followed by a name, struct, precision). */
int starts_declaration(Parser *p);
/* A declaration statement inside a function (or at file scope). */
Node *parse_declaration(Parser *p);
TypeSpec *parse_fully_specified_type(Parser *p);
/* A type specifier without qualifiers (constructors, spirv_type arguments). */
TypeSpec *parse_type_specifier(Parser *p);
/* `q` for a type specifier to hold: the shared empty set when nothing was
 * written, else a copy in the arena. */
Qualifiers *keep_qualifiers(Parser *p, const Qualifiers *q);
void parse_array_dims(Parser *p, NodeList *dims);

/* ---- expressions (parse_expr.c) ---- */
Node *parse_expression(Parser *p);            /* with the comma operator */
Node *parse_assignment(Parser *p);            /* assignment_expression */
Node *parse_conditional(Parser *p);           /* constant_expression */
Node *parse_type_parameter(Parser *p);        /* an expression that stops at '>' and ',' */
Node *parse_initializer(Parser *p);           /* assignment or { list } */
void parse_call_args(Parser *p, NodeList *args); /* after '(' up to and including ')' */

/* ---- statements (parse_stmt.c) ---- */
void parse_attributes(Parser *p, Node *owner);  /* "[[" ... "]]" onto owner->attributes */
Node *parse_statement(Parser *p);
Node *parse_compound(Parser *p);              /* '{' statements '}' with a new scope */
Node *parse_function_body(Parser *p);         /* '{' ... '}' sharing the parameters' scope */

#endif
