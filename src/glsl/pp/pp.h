/* The preprocessor's interface, what the parser and later phases include
 * (one header; the others in pp/ are the preprocessor's own):
 *
 *   source --pp_run--> PpOutput (tokens, #version, #extension and #pragma
 *   records; words are all TK_IDENT) --parse_unit (parse/)--> AST: the
 *   parser classifies keywords and type names (keywords.h, type_names.h),
 *   knowing the version and the extension state at each token
 *   (extensions.h).
 *
 * Tokens are defined here, not in glsl.h: nothing below the lexer needs
 * them. */
#ifndef GLSPV_GLSL_PP_H
#define GLSPV_GLSL_PP_H

#include "glsl/glsl.h"
#include "glsl/pp/type_names.h"

/* ---- tokens (lex.c) ---- */

typedef enum TokKind {
#define TOK(kind, spelling) kind,
#define KW(kind, spelling) kind,
#include "glsl/pp/tokens.h"
#undef TOK
#undef KW
    TK_COUNT
} TokKind;

#define KW_FIRST KW_ATTRIBUTE

enum {
    TF_SPACE_BEFORE = 1 << 0, /* whitespace or a comment precedes it */
    TF_LINE_START = 1 << 1,   /* first token of a line */
    TF_NO_EXPAND = 1 << 2,    /* an identifier that must not be macro-expanded again */
    TF_MACRO_BODY = 1 << 3,   /* the preprocessor's: it came out of a macro's replacement */
    TF_NAME = 1 << 4,         /* the parser's: text is its one NUL-ended copy of the name */
    TF_CONTINUATION = 1 << 5, /* the lexer's: a line continuation its version lacks ends its line */
    /* bits 6-7: a number's problem (lex.h TF_NUM_MASK) */
};

/* 24 bytes: the whole unit's tokens are held at once before it is parsed
 * (parse_names_called), so their size is the compile's peak memory. The
 * place is packed (line and column in one word, the file in 16 bits) while
 * it fits, as it does but in pathological sources; else it lies in
 * Glsl.far_locs. A number's value is not kept: it is its spelling's
 * (lex_number_value), read again by the one that needs it. */
typedef struct Token {
    const char *text;  /* spelling as written (after line continuations are removed) */
    uint32_t len;      /* of text */
    uint32_t aux;      /* TK_IDENT and keywords: lex_hash of the spelling; TK_TYPE_NAME: the built-in
                        * type (type_names.h); TK_PARAM: its index; numbers: 0 or their value
                        * kept (lex_number_value); else 0 */
    uint8_t kind;      /* TokKind */
    uint8_t flags;     /* TF_* */
    uint16_t file;     /* SrcLoc.file, or TOK_FAR_FILE: `where` indexes Glsl.far_locs */
    uint32_t where;    /* line << TOK_COL_BITS | col */
} Token;

#define TOK_COL_BITS 12
#define TOK_LINE_LIMIT ((uint32_t)1 << (32 - TOK_COL_BITS))
#define TOK_COL_LIMIT ((uint32_t)1 << TOK_COL_BITS)
#define TOK_FAR_FILE 0xffffu
/* A packed place, for constant tokens. */
#define TOK_WHERE(line, col) ((uint32_t)(line) << TOK_COL_BITS | (uint32_t)(col))

_Static_assert(sizeof(Token) <= 24, "the unit's tokens are its peak memory");

/* A token's place. */
static inline SrcLoc tok_loc(const Glsl *g, const Token *t)
{
    if (t->file != TOK_FAR_FILE)
        return (SrcLoc){t->file, t->where >> TOK_COL_BITS, t->where & (TOK_COL_LIMIT - 1)};
    return g->far_locs.data[t->where];
}
void tok_set_far_loc(Glsl *g, Token *t, SrcLoc loc);
static inline void tok_set_loc(Glsl *g, Token *t, SrcLoc loc)
{
    if (loc.file < TOK_FAR_FILE && loc.line < TOK_LINE_LIMIT && loc.col < TOK_COL_LIMIT) {
        t->file = (uint16_t)loc.file;
        t->where = loc.line << TOK_COL_BITS | loc.col;
    } else {
        tok_set_far_loc(g, t, loc);
    }
}
/* `src`'s place given to `dst` (both of one compilation). */
static inline void tok_copy_loc(Token *dst, const Token *src)
{
    dst->file = src->file;
    dst->where = src->where;
}

/* The value of a number token: integers' wrapped to 64 bits, in `u`;
 * floating-point constants' in `f` (lex.c). Most numbers keep it in aux, as
 * 1 + an integer below UINT32_MAX, or 1 + a float's digits M (below
 * TOK_FLOAT_DIGITS_LIMIT) << TOK_FLOAT_POINT_BITS | k, for M / 10^k; the
 * others (0) are read again from their spelling. */
#define TOK_FLOAT_POINT_BITS 4
#define TOK_FLOAT_DIGITS_LIMIT ((uint64_t)1 << (31 - TOK_FLOAT_POINT_BITS))
typedef union TokValue {
    uint64_t u;
    double f;
} TokValue;
TokValue lex_number_value(Glsl *g, const Token *t);

/* The spelling of a token kind ("(" or "identifier"), for messages. */
const char *tok_kind_name(TokKind kind);

/* Identifiers carry a hash of their spelling in aux (the preprocessor's macro
 * table is keyed by it); lex_hash computes the same. */
uint32_t lex_hash(const char *s, size_t len);

/* ---- directives ---- */

typedef enum ExtBehavior {
    EXT_DISABLE,
    EXT_WARN,
    EXT_ENABLE,
    EXT_REQUIRE,
} ExtBehavior;

/* One #extension directive, in source order. `token_index` is the index of
 * the first output token after it, so the state at any token is known. */
typedef struct ExtDirective {
    const char *name; /* "all" included */
    ExtBehavior behavior;
    size_t token_index;
    SrcLoc loc;
    /* For the checker's questions, asked at every use of an extension's
     * feature: the name's length, whether it is "all", and whether it
     * implies other extensions (ext_directive_info). */
    uint32_t len;
    uint8_t is_all, implies;
} ExtDirective;

typedef struct Pragma {
    const Token *tokens; /* the tokens after "#pragma", unexpanded */
    size_t count;
    size_t token_index;
    SrcLoc loc;
} Pragma;

typedef struct Macro Macro; /* pp.c */

/* ---- the preprocessed unit (pp.c, pp_print.c) ---- */

/* A line that pp_print writes where a directive was: #version, #extension,
 * #pragma, #line, and the #line markers around an included file. */
typedef enum PpLineKind {
    PPL_VERSION,   /* "#version 450 core" as written */
    PPL_DIRECTIVE, /* #extension, #pragma */
    PPL_LINE,      /* #line and include markers: numbering restarts at next_line */
} PpLineKind;

typedef struct PpLine {
    PpLineKind kind;
    size_t token_index;          /* written before this output token */
    SrcLoc loc;                  /* where it was (in the numbering before it) */
    uint32_t next_line;          /* PPL_LINE: the number of the line that follows */
    const char *text;            /* without the newline */
} PpLine;

/* The output tokens lie in blocks of PP_TOKEN_BLOCK (the first one may be
 * shorter while it is the only one): the output grows without copying, and
 * the parser returns each block once it is past it, so that the tokens and
 * the tree are never both whole (pp_release_tokens). The sanitizer build
 * makes them small, so that a token kept past its block's release is
 * reported by the tests. */
#if GLSPV_ASAN
#define PP_TOKEN_BLOCK_SHIFT 4
#else
#define PP_TOKEN_BLOCK_SHIFT 12 /* 4,096 tokens, 160 KB */
#endif
#define PP_TOKEN_BLOCK ((size_t)1 << PP_TOKEN_BLOCK_SHIFT)

typedef struct PpOutput {
    Token **blocks;              /* the tokens; the last is TK_EOF; every word is TK_IDENT */
    size_t block_count;
    size_t block0_cap;           /* tokens the first block holds: PP_TOKEN_BLOCK unless it is the only one */
    size_t released;             /* blocks returned by pp_release_tokens */
    size_t count;
    int version;                 /* from #version, or the default */
    Profile profile;
    int version_given;           /* a #version line was present */
    SrcLoc version_loc;
    SrcLoc start_loc;            /* the main file's first line: for errors about the whole shader */
    VEC(ExtDirective) extensions;
    VEC(Pragma) pragmas;
    int shader_stage_pragma;     /* #pragma shader_stage(...) seen: stage in `pragma_stage` */
    Stage pragma_stage;
    VEC(PpLine) lines;           /* for pp_print, in order */
    size_t include_count;        /* #include directives that read a file */
} PpOutput;

/* Output token i. */
static inline Token *pp_token(const PpOutput *pp, size_t i)
{
    return &pp->blocks[i >> PP_TOKEN_BLOCK_SHIFT][i & (PP_TOKEN_BLOCK - 1)];
}

/* Returns the blocks that hold only tokens before `end` (all of them with
 * `end` = count); they may not be read afterwards. */
void pp_release_tokens(Glsl *g, PpOutput *pp, size_t end);

/* Preprocesses `len` bytes of `source` named `name`. Errors become
 * diagnostics; the output is usable (ends with TK_EOF) even after errors. */
void pp_run(Glsl *g, const char *source, size_t len, const char *name, PpOutput *out);

/* The preprocessed text, as `glslc -E` prints it (line structure kept). */
void pp_print(Glsl *g, const PpOutput *pp, Str *out);

/* Last: they need the definitions above, and include this header. */
#include "glsl/pp/extensions.h"
#include "glsl/pp/keywords.h"

#endif
