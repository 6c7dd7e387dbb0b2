/* The preprocessor's state, shared by pp.c (input, macro expansion, files,
 * the driver) and pp_directive.c (the directives). Private to pp/. */
#ifndef GLSPV_GLSL_PP_PP_STATE_H
#define GLSPV_GLSL_PP_PP_STATE_H

#include "glsl/pp/lex.h"

#define MAX_INPUT_DEPTH 2048      /* macro expansions on the stack */
#define MAX_ARG_NESTING 256       /* macro calls inside macro arguments inside ... (C recursion) */
#define MAX_IF_NESTING 256

/* Kinds used only inside macro bodies. */
#define TK_PARAM (TK_COUNT + 1)       /* a parameter; v.u is its index */
#define TK_PLACEMARKER (TK_COUNT + 2) /* an empty argument next to ## */

enum { SPECIAL_NONE, SPECIAL_LINE, SPECIAL_FILE, SPECIAL_VERSION };

struct Macro {
    const char *name;
    uint32_t len, hash;
    int nparams;            /* -1: object-like */
    const Token *params;    /* parameter names */
    const Token *body;
    size_t body_len;
    SrcLoc loc;
    uint8_t defined;        /* 0 after #undef (the record stays in the table) */
    uint8_t disabled;       /* its expansion is being read */
    uint8_t special;        /* __LINE__, __FILE__, __VERSION__ */
    uint8_t predefined;     /* cannot be #defined or #undefined */
};

typedef struct FileState {
    uint32_t file;          /* file table index its tokens get (changes with #line) */
    uint32_t real_file;     /* the entry of the file as read */
    uint32_t line_delta;    /* added to physical line numbers (#line), modulo 2^32 so
                             * that lines past #line 2147483647 cannot overflow */
    int source_number;      /* __FILE__ without cpp-style names */
    int numbered;           /* "#line N S" gave a source number: __FILE__ is S */
    const char *path;       /* as opened: relative includes start from its folder */
    size_t cond_base;       /* #if stack height when it started */
    uint32_t return_line;   /* the includer's next line, for the marker at the end */
    Lexer lexer;            /* the file is lexed a batch at a time, into `batch` */
    TokVec batch;
} FileState;

/* Tokens lexed at a time: the file's tokens never all exist at once. */
#define LEX_BATCH 4096
/* Tokens lexed at a time into the batch where the simplest go straight
 * into the output (pp.c's lex_in_place): the batch holds what comes
 * between their runs, and a skipped #if group. */
#define SIDE_BATCH 8
/* Bytes of a file lexed in one batch whole (its tokens a batch or so). */
#define SHORT_FILE (4 * 1024)

typedef struct Input {
    const Token *toks;
    size_t pos, len;
    Macro *macro;           /* re-enabled when this input is popped */
    FileState *file;        /* a file: directives apply */
    int barrier;            /* an argument or #if line: reading stops at its end */
    TokVec owned;           /* a macro's replacement: its buffer, spare when popped */
} Input;

typedef struct Cond {
    SrcLoc loc;
    const char *directive;  /* "#if", "#ifdef", "#ifndef" */
    uint8_t was_active;     /* the enclosing groups are active */
    uint8_t taken;          /* some group of this chain was taken */
    uint8_t seen_else;
} Cond;

typedef struct Pp {
    Glsl *g;
    Arena *a;
    PpOutput *out;
    VEC(Token *) blocks;    /* the output (PpOutput.blocks) */
    size_t count;           /* output tokens so far */
    Token *fill, *fill_end; /* the free part of the last block */
#if GLSPV_ASAN
    Token *slab, *slab_end; /* new_block */
#endif
    VEC(Input) inputs;
    VEC(Cond) conds;
    VEC(Token) pushback;    /* tokens read ahead, returned first */
    size_t pushback_base;   /* expand_list: the ones below belong to the outer reader */
    Macro **table;          /* open addressing, keyed by name */
    size_t table_cap, table_used;
    /* A bit for each record's hash (hash % 512): an identifier whose bit
     * is clear names no macro, without a probe of the table. */
    uint64_t table_hashes[8];
    int active;             /* the current #if group is taken */
    int settled;            /* version fixed, predefined macros made */
    int seen_code;          /* something other than #version happened */
    int in_if;              /* `defined` is an operator */
    int no_pop_file;        /* reading arguments: the end of a file is the end */
    int arg_nesting;
    int include_depth;
    int macro_depth;
    int include_ext;        /* GL_GOOGLE_include_directive enabled */
    int cpp_line_ext;       /* GL_GOOGLE_cpp_style_line_directive enabled */
    int spirv_ext;          /* GL_EXT_spirv_intrinsics enabled: GL_ macros may be defined */
    int bad_version;        /* a faulty #version was reported: no more version messages */
    size_t work, max_work;  /* tokens made by expansion; GLSPV_LIMIT_MACRO_EXPANSION */
    VEC(TokVec) spare;      /* token buffers of finished expansions, reused so that
                             * memory follows the expansions alive, not all made */
    VEC(size_t) arg_starts; /* collect_args: where each argument starts, a stack */
    VEC(TokVec) arg_expansions; /* substitute: each parameter's expanded argument, a stack */
    VEC(const char *) once; /* files with #pragma once */
    uint32_t last_line;     /* of the last token read from a file (#line applied) */
} Pp;

/* The token that ends every list (its location is set where used). */
extern const Token pp_eof_token;

/* ---- pp.c, for the directives ---- */
int pp_tok_is(const Token *t, const char *word);
int pp_es_profile(Pp *pp);
/* #line N names the next line (ES and 330+) or this one (older desktop). */
int pp_line_names_next(Pp *pp);
void pp_check_identifier_length(Pp *pp, const Token *t);
/* The file table entry for `name` (its text kept for diagnostics). */
uint32_t pp_add_file(Pp *pp, const char *name, const char *source);
/* The text of tokens, with a space where the source had one. */
const char *pp_join_tokens(Pp *pp, const Token *t, size_t n);
/* A #version, #extension, #pragma, #line or include marker for -E and the parser. */
void pp_add_line(Pp *pp, PpLineKind kind, SrcLoc loc, uint32_t next_line, const char *text);
/* Something other than #version: from here on #version is misplaced. */
void pp_begin_code(Pp *pp);
/* A copy of a file token with #line applied. */
void pp_file_token(Glsl *g, const FileState *f, const Token *src, Token *t);
void pp_check_continuation(Pp *pp, const Token *t);
/* The macro `t` names, NULL when none is defined. */
Macro *pp_lookup(Pp *pp, const Token *t);
Macro *pp_macro_record(Pp *pp, const char *name, size_t len, uint32_t hash, int create);
/* Macro-expands `toks` on their own (a directive's operands) into `out`. */
void pp_expand_list(Pp *pp, const Token *toks, size_t n, TokVec *out, SrcLoc loc);
/* Starts reading a file (the main one, or an included one at `at`). */
void pp_push_file(Pp *pp, const char *name, const char *path, const char *text, size_t len, uint32_t return_line,
                  SrcLoc at);

/* ---- pp_directive.c ---- */
/* Obeys the directive whose '#' is at in->pos (the line is consumed). */
void pp_directive(Pp *pp, Input *in);
/* Defines a macro from the tokens a #define directive has after its name
 * (t[n] is TK_EOF): a function-like -D. */
void pp_define_tokens(Pp *pp, Token *t, size_t n);
/* Reports a source over the source-bytes limit (1 when it is). */
int pp_source_too_large(Pp *pp, size_t len, SrcLoc loc, const char *name);

#endif
