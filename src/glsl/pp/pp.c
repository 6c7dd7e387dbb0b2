/* The GLSL preprocessor (GLSL 4.60 chapter 3.3, GL_GOOGLE_include_directive,
 * GL_GOOGLE_cpp_style_line_directive): lexed files in, one token array out.
 *
 * Input is a stack of token sources: files (where directives are obeyed and
 * #if groups skipped) and macro expansions. A macro is disabled while its
 * expansion is on the stack; an identifier read while its macro is disabled
 * is painted TF_NO_EXPAND for good, which is what makes recursive macros
 * stop (the C standard's rule, implemented the way GCC does). Function-like
 * macro arguments are expanded on their own first, through the same loop
 * with a barrier input under them.
 *
 * Every loop here is bounded: expansion depth, nesting of macro calls inside
 * arguments, #include depth, #if nesting and the number of tokens produced
 * all have limits that end in an error (and, for the token count, a stop),
 * never in a stack overflow or a hang.
 *
 * #version, #extension, #pragma and #line are recorded in PpOutput for the
 * parser and for pp_print (-E). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glsl/pp/extensions.h"
#include "glsl/pp/lex.h"
#include "glsl/pp/pp_expr.h"

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
    VEC(Token) toks;        /* the output */
    VEC(Input) inputs;
    VEC(Cond) conds;
    VEC(Token) pushback;    /* tokens read ahead, returned first */
    size_t pushback_base;   /* expand_list: the ones below belong to the outer reader */
    Macro **table;          /* open addressing, keyed by name */
    size_t table_cap, table_used;
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

static const Token eof_token = {TK_EOF, 0, 0, "", {0, 0, 0}, {0}};

/* ---- small helpers ---- */

static int tok_is(const Token *t, const char *word)
{
    size_t n = strlen(word);
    return t->kind == TK_IDENT && t->len == n && memcmp(t->text, word, n) == 0;
}

static int es_profile(Pp *pp)
{
    return pp->out->profile == PROFILE_ES;
}

/* GLSL ES 3.20 §3.7: an identifier is at most 1024 characters long (the
 * identifier-length default). Desktop GLSL names no limit, but glslang
 * refuses longer names there too ("name too long"), and names end up in
 * OpName, whose string must fit one SPIR-V instruction. */
static void check_identifier_length(Pp *pp, const Token *t)
{
    uint32_t limit = glsl_limit(pp->g, GLSPV_LIMIT_IDENTIFIER_LENGTH);
    if (t->kind != TK_IDENT || t->len <= limit)
        return;
    glsl_error(pp->g, t->loc, "identifier '%.*s...' is %u characters long (limit identifier-length: %u)",
               (int)(limit < 16 ? limit : 16), t->text, (unsigned)t->len, (unsigned)limit);
}

/* #line N names the next line (ES and 330+) or this one (older desktop). */
static int line_names_next(Pp *pp)
{
    return es_profile(pp) || pp->out->version >= 330;
}

static uint32_t add_file(Pp *pp, const char *name, const char *source)
{
    Glsl *g = pp->g;
    vec_push(pp->a, &g->files, name);
    while (g->file_sources.len < g->files.len - 1)
        vec_push(pp->a, &g->file_sources, (const char *)NULL);
    vec_push(pp->a, &g->file_sources, source);
    return (uint32_t)(g->files.len - 1);
}

/* The text of tokens, with a space where the source had one. */
static const char *join_tokens(Pp *pp, const Token *t, size_t n)
{
    Str s = {0};
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && (t[i].flags & TF_SPACE_BEFORE))
            str_putc(pp->a, &s, ' ');
        str_append(pp->a, &s, t[i].text, t[i].len);
    }
    return s.data ? s.data : "";
}

/* Counted where tokens are made (arguments read, pre-expanded, substituted)
 * and once per expansion, so that expansions making nothing count too. */
static void count_work(Pp *pp, size_t n, SrcLoc loc)
{
    pp->work += n;
    if (pp->work > pp->max_work) {
        glsl_error(pp->g, loc, "macro expansion produces too many tokens (limit macro-expansion: %zu)", pp->max_work);
        ctx_fatal(pp->g->ctx, GLSPV_ERROR_COMPILE);
    }
}

/* An empty token buffer, reusing one an expansion gave back. */
static TokVec take_buffer(Pp *pp)
{
    if (pp->spare.len == 0)
        return (TokVec){0};
    TokVec v = pp->spare.data[--pp->spare.len];
    v.len = 0;
    return v;
}

static void give_buffer(Pp *pp, TokVec v)
{
    if (v.cap)
        vec_push(pp->a, &pp->spare, v);
}

/* ---- the macro table ---- */

static Macro **find_slot(Pp *pp, const char *name, size_t len, uint32_t hash)
{
    size_t mask = pp->table_cap - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        Macro *m = pp->table[i];
        if (!m || (m->hash == hash && m->len == len && memcmp(m->name, name, len) == 0))
            return &pp->table[i];
    }
}

static void grow_table(Pp *pp)
{
    Macro **old = pp->table;
    size_t old_cap = pp->table_cap;
    pp->table_cap = old_cap ? old_cap * 2 : 256;
    pp->table = arena_alloc(pp->a, pp->table_cap * sizeof(Macro *));
    for (size_t i = 0; i < old_cap; i++)
        if (old[i])
            *find_slot(pp, old[i]->name, old[i]->len, old[i]->hash) = old[i];
}

/* The record for a name, made (undefined) when `create`. */
static Macro *macro_record(Pp *pp, const char *name, size_t len, uint32_t hash, int create)
{
    if (!create && !pp->table_cap)
        return NULL;
    if ((pp->table_used + 1) * 2 > pp->table_cap)
        grow_table(pp);
    Macro **slot = find_slot(pp, name, len, hash);
    if (*slot || !create)
        return *slot;
    Macro *m = arena_alloc(pp->a, sizeof *m);
    m->name = name;
    m->len = (uint32_t)len;
    m->hash = hash;
    m->nparams = -1;
    *slot = m;
    pp->table_used++;
    return m;
}

static void ext_macro_body(Macro *m);

/* The defined macro an identifier names, or NULL. Extension macros are made
 * on first use, from the extension table. */
static Macro *lookup(Pp *pp, const Token *t)
{
    Macro *m = macro_record(pp, t->text, t->len, (uint32_t)t->v.u, 0);
    if (!m && t->len > 3 && memcmp(t->text, "GL_", 3) == 0) {
        const ExtensionInfo *e = ext_find(t->text, t->len);
        if (e && ext_available(e, pp->out->version, pp->out->profile)) {
            m = macro_record(pp, t->text, t->len, (uint32_t)t->v.u, 1);
            ext_macro_body(m);
        }
    }
    return m && m->defined ? m : NULL;
}

/* Defines `name` from text (-D, predefined macros): object-like. */
static Macro *define_text(Pp *pp, const char *name, const char *value, int predefined)
{
    size_t len = strlen(name);
    Macro *m = macro_record(pp, arena_strndup(pp->a, name, len), len, lex_hash(name, len), 1);
    size_t vlen = value ? strlen(value) : 0;
    char *copy = arena_strndup(pp->a, value ? value : "", vlen);
    size_t n = 0;
    Token *body = lex_file(pp->g, copy, vlen, 0, &n);
    m->body = body;
    m->body_len = n - 1; /* without TK_EOF */
    if (m->body_len)
        body[0].flags &= (uint16_t)~(TF_SPACE_BEFORE | TF_LINE_START);
    for (size_t i = 0; i < m->body_len; i++)
        body[i].flags &= (uint16_t)~TF_LINE_START;
    m->nparams = -1;
    m->defined = 1;
    m->predefined = (uint8_t)predefined;
    return m;
}

static void ext_macro_body(Macro *m)
{
    static const Token one = {TK_INTCONST, 0, 1, "1", {0, 0, 0}, {1}};
    m->body = &one;
    m->body_len = 1;
    m->defined = 1;
    m->predefined = 1;
}

/* ---- version and predefined macros ---- */

/* Fixes the version (after #version or the lack of one) and defines the
 * predefined macros, then -D and -U in order. */
static void settle(Pp *pp)
{
    if (pp->settled)
        return;
    pp->settled = 1;
    const GlslOptions *o = pp->g->opts;
    PpOutput *out = pp->out;
    if (o->force_version) {
        out->version = o->force_version;
        out->profile = o->force_profile;
        if (out->profile == PROFILE_NONE && out->version >= 150 && out->version != 300 && out->version != 310 &&
            out->version != 320)
            out->profile = PROFILE_CORE;
    }
    Macro *m;
    m = define_text(pp, "__LINE__", NULL, 1);
    m->special = SPECIAL_LINE;
    m = define_text(pp, "__FILE__", NULL, 1);
    m->special = SPECIAL_FILE;
    m = define_text(pp, "__VERSION__", NULL, 1);
    m->special = SPECIAL_VERSION;
    if (out->profile == PROFILE_ES) {
        define_text(pp, "GL_ES", "1", 1);
        define_text(pp, "GL_es_profile", "1", 1);
        define_text(pp, "GL_FRAGMENT_PRECISION_HIGH", "1", 1);
    } else {
        define_text(pp, "GL_FRAGMENT_PRECISION_HIGH", "1", 1);
        if (out->version >= 150)
            define_text(pp, "GL_core_profile", "1", 1);
        if (out->profile == PROFILE_COMPATIBILITY)
            define_text(pp, "GL_compatibility_profile", "1", 1);
    }
    if (o->vulkan_version)
        define_text(pp, "VULKAN", "100", 1);
    /* The stage's macro (GL_EXT_spirv_intrinsics lists them; glslang defines
     * them whether or not the extension is on, and GL_COMPUTE_SHADER too). */
    static const char *const stage_macros[STAGE_COUNT] = {
        "GL_VERTEX_SHADER", "GL_TESSELLATION_CONTROL_SHADER", "GL_TESSELLATION_EVALUATION_SHADER",
        "GL_GEOMETRY_SHADER", "GL_FRAGMENT_SHADER", "GL_COMPUTE_SHADER", "GL_TASK_SHADER_NV", "GL_MESH_SHADER_NV",
        "GL_RAY_GENERATION_SHADER_EXT", "GL_INTERSECTION_SHADER_EXT", "GL_ANY_HIT_SHADER_EXT",
        "GL_CLOSEST_HIT_SHADER_EXT", "GL_MISS_SHADER_EXT", "GL_CALLABLE_SHADER_EXT"};
    if (o->stage < STAGE_COUNT && !o->stage_from_pragma)
        define_text(pp, stage_macros[o->stage], "1", 1);
    define_text(pp, "GL_SPIRV", "100", 1);
    for (size_t i = 0; i < o->macro_count; i++) {
        const MacroDef *d = &o->macros[i];
        if (d->value) {
            define_text(pp, d->name, d->value, 0);
        } else {
            size_t len = strlen(d->name);
            Macro *u = macro_record(pp, arena_strndup(pp->a, d->name, len), len, lex_hash(d->name, len), 1);
            u->defined = 0;
        }
    }
}

/* Something other than #version: from here on #version is misplaced. */
static void begin_code(Pp *pp)
{
    settle(pp);
    pp->seen_code = 1;
}

/* ---- reading tokens ---- */

static void push_input(Pp *pp, Input in)
{
    if (pp->inputs.len >= MAX_INPUT_DEPTH) {
        SrcLoc loc = in.len ? in.toks[0].loc : eof_token.loc;
        glsl_error(pp->g, loc, "macro expansion nested too deeply (more than %d levels)", MAX_INPUT_DEPTH);
        ctx_fatal(pp->g->ctx, GLSPV_ERROR_COMPILE);
    }
    if (in.macro) {
        in.macro->disabled = 1;
        pp->macro_depth++;
    }
    vec_push(pp->a, &pp->inputs, in);
}

static void pop_input(Pp *pp)
{
    Input *in = &pp->inputs.data[--pp->inputs.len];
    if (in->macro) {
        in->macro->disabled = 0;
        pp->macro_depth--;
    }
    give_buffer(pp, in->owned);
}

static void directive(Pp *pp, Input *in);
static void end_of_file(Pp *pp, Input *in);

/* A file input read to the end of its batch: the next batch, in the same
 * buffer (nothing keeps pointers into it: tokens are copied out). */
static void next_batch(Input *in)
{
    FileState *f = in->file;
    f->batch.len = 0;
    lex_batch(&f->lexer, &f->batch, LEX_BATCH);
    in->toks = f->batch.data;
    in->pos = 0;
    in->len = f->batch.len;
}

/* A copy of a file token with #line applied. */
static void file_token(const FileState *f, const Token *src, Token *t)
{
    *t = *src;
    t->loc.file = f->file;
    t->loc.line = src->loc.line + f->line_delta;
}

/* The next token before macro expansion. Files obey their directives and
 * skip inactive groups here. Returns TK_EOF at the end of the main file, at
 * a barrier, and (while reading arguments) at the end of any file. */
static void raw_next(Pp *pp, Token *t)
{
    if (pp->pushback.len > pp->pushback_base) {
        *t = pp->pushback.data[--pp->pushback.len];
        return;
    }
    for (;;) {
        Input *in = &pp->inputs.data[pp->inputs.len - 1];
        if (!in->file) {
            if (in->pos < in->len) {
                *t = in->toks[in->pos++];
                return;
            }
            if (in->barrier) {
                *t = eof_token;
                return;
            }
            pop_input(pp);
            continue;
        }
        if (in->pos == in->len)
            next_batch(in);
        const Token *src = &in->toks[in->pos];
        if (src->kind == TK_EOF) {
            if (pp->no_pop_file || pp->inputs.len == 1) {
                file_token(in->file, src, t);
                return;
            }
            end_of_file(pp, in);
            continue;
        }
        if (src->kind == TK_HASH && (src->flags & TF_LINE_START)) {
            directive(pp, in);
            continue;
        }
        in->pos++;
        if (!pp->active)
            continue;
        if (!pp->seen_code)
            begin_code(pp);
        file_token(in->file, src, t);
        pp->last_line = t->loc.line;
        return;
    }
}

static int next_expanded(Pp *pp, Token *t);

/* Tokens for __LINE__, __FILE__ and __VERSION__ at `at`. A __LINE__ out of a
 * macro's replacement is the line the source has been read to, which for a
 * call over several lines is its ')' line, as glslang counts (GLSL 4.60 §3.4:
 * the new-lines before it); one written in an argument keeps its own. */
static void special_token(Pp *pp, Macro *m, Token *t)
{
    Token at = *t;
    char *text;
    if (m->special == SPECIAL_LINE) {
        uint32_t line = (at.flags & TF_MACRO_BODY) ? pp->last_line : at.loc.line;
        text = arena_printf(pp->a, "%u", line);
        t->kind = TK_INTCONST;
        t->v.u = line;
    } else if (m->special == SPECIAL_VERSION) {
        text = arena_printf(pp->a, "%d", pp->out->version);
        t->kind = TK_INTCONST;
        t->v.u = (uint64_t)pp->out->version;
    } else {
        FileState *f = NULL;
        for (size_t i = pp->inputs.len; i-- > 0 && !f;)
            f = pp->inputs.data[i].file;
        if (f && !f->numbered && (pp->cpp_line_ext || pp->g->opts->includes_always)) {
            /* GL_GOOGLE_cpp_style_line_directive: the file's name as a string. */
            const char *name = pp->g->files.data[f ? f->file : 0];
            text = arena_printf(pp->a, "\"%s\"", name);
            t->kind = TK_STRING;
            t->v.u = 0;
        } else {
            int n = f ? f->source_number : 0;
            text = arena_printf(pp->a, "%d", n);
            t->kind = TK_INTCONST;
            t->v.u = (uint64_t)n;
        }
    }
    t->text = text;
    t->len = (uint32_t)strlen(text);
    t->flags = at.flags & (TF_SPACE_BEFORE | TF_LINE_START);
}

/* `defined X` or `defined ( X )` in an #if: the 0 or 1 token. */
static void defined_operator(Pp *pp, Token *t)
{
    Token name, close;
    SrcLoc loc = t->loc;
    raw_next(pp, &name);
    int paren = name.kind == TK_LPAREN;
    if (paren)
        raw_next(pp, &name);
    int ok = name.kind == TK_IDENT;
    if (ok && paren) {
        raw_next(pp, &close);
        if (close.kind != TK_RPAREN) {
            glsl_error(pp->g, close.kind == TK_EOF ? name.loc : close.loc, "missing ')' after 'defined(%.*s'",
                       (int)name.len, name.text);
            if (close.kind != TK_EOF)
                vec_push(pp->a, &pp->pushback, close);
        }
    }
    if (!ok) {
        glsl_error(pp->g, name.kind == TK_EOF ? loc : name.loc, "'defined' needs a macro name");
        if (name.kind != TK_EOF)
            vec_push(pp->a, &pp->pushback, name);
    }
    int value = ok && lookup(pp, &name) != NULL;
    t->kind = TK_INTCONST;
    t->text = value ? "1" : "0";
    t->len = 1;
    t->v.u = (uint64_t)value;
}

/* Reads the arguments of a function-like macro call, the '(' already read,
 * pushing where each starts (and where the last ends) on pp->arg_starts.
 * Returns the argument count, or -1 (reported) when the list never ends. */
static int collect_args(Pp *pp, Macro *m, const Token *name, TokVec *toks)
{
    int depth = 0;
    size_t base = pp->arg_starts.len;
    vec_push(pp->a, &pp->arg_starts, (size_t)0);
    pp->no_pop_file++;
    for (;;) {
        Token t;
        raw_next(pp, &t);
        if (t.kind == TK_EOF) {
            pp->no_pop_file--;
            glsl_error(pp->g, name->loc, "unterminated argument list invoking macro '%.*s'", (int)m->len, m->name);
            return -1;
        }
        if (t.kind == TK_LPAREN) {
            depth++;
        } else if (t.kind == TK_RPAREN) {
            if (depth == 0)
                break;
            depth--;
        } else if (t.kind == TK_COMMA && depth == 0) {
            vec_push(pp->a, &pp->arg_starts, toks->len);
            continue;
        }
        if (t.kind == TK_IDENT && !(t.flags & TF_NO_EXPAND)) {
            Macro *am = lookup(pp, &t);
            if (am && am->disabled)
                t.flags |= TF_NO_EXPAND;
        }
        count_work(pp, 1, name->loc);
        vec_push(pp->a, toks, t);
    }
    pp->no_pop_file--;
    vec_push(pp->a, &pp->arg_starts, toks->len);
    return (int)(pp->arg_starts.len - base) - 1;
}

/* Macro-expands `n` tokens on their own (an argument, an #if line). */
static void expand_list(Pp *pp, const Token *toks, size_t n, TokVec *out, SrcLoc loc)
{
    if (pp->arg_nesting >= MAX_ARG_NESTING) {
        glsl_error(pp->g, loc, "macro calls nested too deeply in arguments (more than %d levels)", MAX_ARG_NESTING);
        ctx_fatal(pp->g->ctx, GLSPV_ERROR_COMPILE);
    }
    pp->arg_nesting++;
    size_t height = pp->inputs.len;
    size_t pushback = pp->pushback.len, base = pp->pushback_base;
    pp->pushback_base = pushback;
    Input in = {toks, 0, n, NULL, NULL, 1, {0}};
    push_input(pp, in);
    Token t;
    while (next_expanded(pp, &t)) {
        count_work(pp, 1, loc);
        vec_push(pp->a, out, t);
    }
    while (pp->inputs.len > height)
        pop_input(pp);
    pp->pushback.len = pushback;
    pp->pushback_base = base;
    pp->arg_nesting--;
}

/* The text of a and b pasted, as one token; an error and both tokens when
 * they do not make one. */
static void paste(Pp *pp, TokVec *res, const Token *rhs, SrcLoc loc)
{
    Token *lhs = &res->data[res->len - 1];
    if (lhs->kind == TK_PLACEMARKER) {
        uint16_t flags = lhs->flags;
        *lhs = *rhs;
        lhs->flags = (uint16_t)((lhs->flags & ~(TF_SPACE_BEFORE | TF_LINE_START | TF_NO_EXPAND)) | flags);
        return;
    }
    if (rhs->kind == TK_PLACEMARKER)
        return;
    size_t n = (size_t)lhs->len + rhs->len;
    uint32_t limit = glsl_limit(pp->g, GLSPV_LIMIT_IDENTIFIER_LENGTH);
    if (n > limit) { /* repeated pasting would otherwise grow a name without bound */
        glsl_error(pp->g, loc, "pasting gives a token of %zu characters (limit identifier-length: %u)", n,
                   (unsigned)limit);
        ctx_fatal(pp->g->ctx, GLSPV_ERROR_COMPILE);
    }
    char *text = arena_alloc(pp->a, n + 1);
    memcpy(text, lhs->text, lhs->len);
    memcpy(text + lhs->len, rhs->text, rhs->len);
    Token t;
    if (lex_one(pp->g, text, n, loc, &t)) {
        t.flags = (uint16_t)((t.flags & TF_NUM_MASK) | (lhs->flags & (TF_SPACE_BEFORE | TF_LINE_START)));
        *lhs = t;
    } else {
        glsl_error(pp->g, loc, "pasting '%.*s' and '%.*s' does not give a valid token", (int)lhs->len, lhs->text,
                   (int)rhs->len, rhs->text);
        vec_push(pp->a, res, *rhs);
    }
}

static int continues_paste(TokKind k)
{
    return k == TK_IDENT || k == TK_PP_NUMBER || (k >= TK_INTCONST && k <= TK_DOUBLECONST);
}

/* The replacement list of a macro call with arguments substituted and ##
 * applied (GLSL 4.60 3.3 defers to C++ for these rules). */
/* Argument `p` of the call whose starts are at pp->arg_starts[base]: its
 * tokens (NULL when it is empty: args->data may be NULL) and their count. */
static const Token *arg_tokens(Pp *pp, const TokVec *args, size_t base, size_t p, size_t *n)
{
    size_t start = pp->arg_starts.data[base + p];
    *n = pp->arg_starts.data[base + p + 1] - start;
    return *n ? args->data + start : NULL;
}

/* Argument `p` macro-expanded, once per call; the expansions sit on
 * pp->arg_expansions from `exp_base` (cap UINT32_MAX: not yet expanded). */
static const Token *expanded_arg(Pp *pp, const TokVec *args, size_t base, size_t exp_base, size_t p, size_t *n,
                                 SrcLoc loc)
{
    if (pp->arg_expansions.data[exp_base + p].cap == UINT32_MAX) {
        size_t raw_n;
        const Token *raw = arg_tokens(pp, args, base, p, &raw_n);
        TokVec e = take_buffer(pp);
        expand_list(pp, raw, raw_n, &e, loc);
        pp->arg_expansions.data[exp_base + p] = e; /* after: expand_list may move the stack */
    }
    const TokVec *e = &pp->arg_expansions.data[exp_base + p];
    *n = e->len;
    return e->data;
}

static void substitute(Pp *pp, Macro *m, const Token *name, const TokVec *args, size_t base, TokVec *res)
{
    size_t exp_base = pp->arg_expansions.len;
    for (int i = 0; i < m->nparams; i++)
        vec_push(pp->a, &pp->arg_expansions, ((TokVec){NULL, 0, UINT32_MAX}));
    for (size_t i = 0; i < m->body_len; i++) {
        const Token *bt = &m->body[i];
        if (bt->kind == TK_HASHHASH && i > 0 && i + 1 < m->body_len)
            continue; /* applied with its right operand */
        int paste_left = i > 0 && m->body[i - 1].kind == TK_HASHHASH;
        int paste_right = i + 1 < m->body_len && m->body[i + 1].kind == TK_HASHHASH;
        const Token *add = bt;
        size_t n = 1;
        Token placemarker;
        if (bt->kind == TK_PARAM) {
            size_t p = (size_t)bt->v.u;
            if (paste_left || paste_right)
                add = arg_tokens(pp, args, base, p, &n);
            else
                add = expanded_arg(pp, args, base, exp_base, p, &n, name->loc);
            if (n == 0 && (paste_left || paste_right)) {
                placemarker = *bt;
                placemarker.kind = TK_PLACEMARKER;
                add = &placemarker;
                n = 1;
            }
        }
        count_work(pp, n, name->loc);
        size_t first = res->len;
        int pasting = 0;
        for (size_t k = 0; k < n; k++) {
            if (k == 0 && paste_left && res->len > 0) {
                paste(pp, res, &add[0], name->loc);
                pasting = 1;
                continue;
            }
            /* glslang goes on pasting while a pasted name is followed, in the
             * same argument, by a name or a number: `imag ## e1 D` gives
             * image1D there (glslang's own cppMerge.frag), so it does here. */
            if (pasting && res->data[res->len - 1].kind == TK_IDENT && continues_paste((TokKind)add[k].kind)) {
                paste(pp, res, &add[k], name->loc);
                continue;
            }
            pasting = 0;
            vec_push(pp->a, res, add[k]);
        }
        /* The first token keeps the spacing the body had there. */
        if (bt->kind == TK_PARAM && res->len > first && !paste_left)
            res->data[first].flags = (uint16_t)((res->data[first].flags & ~(TF_SPACE_BEFORE | TF_LINE_START)) |
                                                (bt->flags & TF_SPACE_BEFORE));
    }
    for (size_t i = exp_base; i < pp->arg_expansions.len; i++)
        if (pp->arg_expansions.data[i].cap != UINT32_MAX)
            give_buffer(pp, pp->arg_expansions.data[i]);
    pp->arg_expansions.len = exp_base;
    /* Placemarkers go; everything takes the call's position. */
    size_t j = 0;
    for (size_t i = 0; i < res->len; i++) {
        if (res->data[i].kind == TK_PLACEMARKER)
            continue;
        Token t = res->data[i];
        t.loc = name->loc;
        t.flags = (uint16_t)((t.flags & ~TF_LINE_START) | TF_MACRO_BODY);
        res->data[j++] = t;
    }
    res->len = j;
    if (j > 0)
        res->data[0].flags = (uint16_t)((res->data[0].flags & ~(TF_SPACE_BEFORE | TF_LINE_START)) |
                                        (name->flags & (TF_SPACE_BEFORE | TF_LINE_START)));
}

/* Expands the call of `m` named by `name` (for a function-like macro the
 * '(' has been read). Pushes the replacement as an input. */
static void expand_macro(Pp *pp, Macro *m, const Token *name)
{
    count_work(pp, 1, name->loc);
    TokVec args = take_buffer(pp);
    size_t base = pp->arg_starts.len;
    int ok = 1;
    if (m->nparams >= 0) {
        int n = collect_args(pp, m, name, &args);
        /* "F()" passes no argument to a macro with none, one empty one otherwise. */
        int counted = n == m->nparams || (m->nparams == 0 && n == 1 && args.len == 0);
        if (n >= 0 && !counted)
            glsl_error(pp->g, name->loc, "macro '%.*s' requires %d argument%s, but %d given", (int)m->len, m->name,
                       m->nparams, m->nparams == 1 ? "" : "s", n);
        ok = n >= 0 && counted;
    }
    if (ok && m->body_len && (m->body[0].kind == TK_HASHHASH || m->body[m->body_len - 1].kind == TK_HASHHASH)) {
        /* Reported where it is used, as glslang accepts such a definition. */
        glsl_error(pp->g, name->loc, "'##' at an end of the definition of macro '%.*s'", (int)m->len, m->name);
        ok = 0;
    }
    TokVec res = take_buffer(pp);
    if (ok)
        substitute(pp, m, name, &args, base, &res);
    pp->arg_starts.len = base;
    give_buffer(pp, args);
    if (!ok) {
        give_buffer(pp, res);
        return;
    }
    Input in = {res.data, 0, res.len, m, NULL, 0, res};
    push_input(pp, in);
}

/* The next fully expanded token; 0 at the end (TK_EOF in *t). */
static int next_expanded(Pp *pp, Token *t)
{
    for (;;) {
        raw_next(pp, t);
        if (t->kind == TK_EOF)
            return 0;
        if (t->kind != TK_IDENT || (t->flags & TF_NO_EXPAND))
            return 1;
        if (pp->in_if && tok_is(t, "defined")) {
            defined_operator(pp, t);
            return 1;
        }
        Macro *m = lookup(pp, t);
        if (!m)
            return 1;
        if (m->disabled) {
            t->flags |= TF_NO_EXPAND;
            return 1;
        }
        if (m->special) {
            special_token(pp, m, t);
            return 1;
        }
        if (m->nparams >= 0) {
            /* A function-like macro name is a call only when '(' follows. */
            Token next;
            pp->no_pop_file++;
            raw_next(pp, &next);
            pp->no_pop_file--;
            if (next.kind != TK_LPAREN) {
                if (next.kind != TK_EOF)
                    vec_push(pp->a, &pp->pushback, next);
                return 1;
            }
        }
        Token name = *t;
        expand_macro(pp, m, &name);
    }
}

/* ---- directives ---- */

/* The rest of a directive line from in->pos, with #line applied; the input
 * moves past it. */
static Token *line_tokens(Pp *pp, Input *in, size_t *count)
{
    size_t start = in->pos, end = start;
    while (in->toks[end].kind != TK_EOF && !(in->toks[end].flags & TF_LINE_START))
        end++;
    in->pos = end;
    size_t n = end - start;
    Token *t = arena_alloc(pp->a, (n + 1) * sizeof(Token));
    for (size_t i = 0; i < n; i++)
        file_token(in->file, &in->toks[start + i], &t[i]);
    t[n] = eof_token;
    t[n].loc = n ? t[n - 1].loc : in->toks[end].loc;
    *count = n;
    return t;
}

/* Macro-expands a directive's operands (#if, #line). */
static Token *expand_line(Pp *pp, const Token *toks, size_t n, size_t *count, SrcLoc loc)
{
    TokVec out = {0};
    expand_list(pp, toks, n, &out, loc);
    *count = out.len;
    return out.data;
}

static void extra_tokens(Pp *pp, const Token *t, const char *directive)
{
    if (t->kind != TK_EOF)
        glsl_error(pp->g, t->loc, "unexpected '%.*s' after %s", (int)t->len, t->text, directive);
}

static void add_line(Pp *pp, PpLineKind kind, SrcLoc loc, uint32_t next_line, const char *text)
{
    PpLine l = {kind, pp->toks.len, loc, next_line, text};
    vec_push(pp->a, &pp->out->lines, l);
}

/* Checks a name given to #define or #undef. */
static int check_macro_name(Pp *pp, const Token *t, const char *directive)
{
    if (t->kind != TK_IDENT) {
        glsl_error(pp->g, t->loc, "%s needs a macro name%s", directive, t->kind == TK_EOF ? "" : ", not this token");
        return 0;
    }
    if (tok_is(t, "defined")) {
        glsl_error(pp->g, t->loc, "'defined' cannot be a macro name");
        return 0;
    }
    int gl = t->len >= 3 && memcmp(t->text, "GL_", 3) == 0;
    if (gl && pp->spirv_ext)
        return 1; /* GL_EXT_spirv_intrinsics lets shaders define GL_ names (glslang does) */
    Macro *m = lookup(pp, t);
    if ((m && m->predefined) || tok_is(t, "__LINE__") || tok_is(t, "__FILE__") || tok_is(t, "__VERSION__")) {
        glsl_error(pp->g, t->loc, "cannot %s the predefined macro '%.*s'", directive[1] == 'd' ? "redefine" : "undefine",
                   (int)t->len, t->text);
        return 0;
    }
    if (gl) {
        glsl_error(pp->g, t->loc, "macro names beginning with 'GL_' are reserved: '%.*s'", (int)t->len, t->text);
        return 0;
    }
    check_identifier_length(pp, t);
    for (uint32_t i = 0; i + 1 < t->len && !pp->spirv_ext; i++) {
        if (t->text[i] == '_' && t->text[i + 1] == '_') {
            glsl_warning(pp->g, t->loc, "macro names containing '__' are reserved: '%.*s'", (int)t->len, t->text);
            break;
        }
    }
    return 1;
}

static int same_tokens(const Token *a, const Token *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (a[i].kind != b[i].kind || a[i].len != b[i].len || memcmp(a[i].text, b[i].text, a[i].len) != 0 ||
            (i > 0 && (a[i].flags & TF_SPACE_BEFORE) != (b[i].flags & TF_SPACE_BEFORE)))
            return 0;
        if (a[i].kind == TK_PARAM && a[i].v.u != b[i].v.u)
            return 0;
    }
    return 1;
}

/* #define NAME body | #define NAME(params) body */
static void do_define(Pp *pp, Token *t, size_t n)
{
    if (!check_macro_name(pp, &t[0], "#define"))
        return;
    const Token *name = &t[0];
    size_t i = 1;
    int nparams = -1;
    Token *params = NULL;
    if (n > 1 && t[1].kind == TK_LPAREN && !(t[1].flags & TF_SPACE_BEFORE)) {
        /* Function-like: the '(' touches the name. */
        nparams = 0;
        params = &t[2];
        i = 2;
        if (t[i].kind == TK_RPAREN) {
            i++;
        } else {
            for (;;) {
                if (t[i].kind != TK_IDENT) {
                    glsl_error(pp->g, t[i].loc, "expected a parameter name in the definition of macro '%.*s'",
                               (int)name->len, name->text);
                    return;
                }
                for (int k = 0; k < nparams; k++) {
                    if (params[k].len == t[i].len && memcmp(params[k].text, t[i].text, t[i].len) == 0) {
                        glsl_error(pp->g, t[i].loc, "duplicate parameter '%.*s' in macro '%.*s'", (int)t[i].len,
                                   t[i].text, (int)name->len, name->text);
                        return;
                    }
                }
                params[nparams++] = t[i++];
                if (t[i].kind == TK_RPAREN) {
                    i++;
                    break;
                }
                if (t[i].kind != TK_COMMA) {
                    glsl_error(pp->g, t[i].loc, "expected ',' or ')' in the parameter list of macro '%.*s'",
                               (int)name->len, name->text);
                    return;
                }
                i++;
            }
        }
    }
    /* The body, parameters marked. */
    Token *body = &t[i];
    size_t body_len = n - i;
    for (size_t k = 0; k < body_len; k++) {
        body[k].flags &= (uint16_t)~TF_LINE_START;
        if (body[k].kind != TK_IDENT)
            continue;
        for (int p = 0; p < nparams; p++) {
            if (params[p].len == body[k].len && memcmp(params[p].text, body[k].text, body[k].len) == 0) {
                body[k].kind = TK_PARAM;
                body[k].v.u = (uint64_t)p;
                break;
            }
        }
    }
    if (body_len)
        body[0].flags &= (uint16_t)~TF_SPACE_BEFORE;
    Macro *m = macro_record(pp, name->text, name->len, (uint32_t)name->v.u, 1);
    if (m->defined) {
        int same = m->nparams == nparams && m->body_len == body_len && same_tokens(m->body, body, body_len);
        for (int p = 0; same && p < nparams; p++)
            same = m->params[p].len == params[p].len && memcmp(m->params[p].text, params[p].text, params[p].len) == 0;
        if (!same) {
            glsl_error(pp->g, name->loc, "macro '%.*s' redefined differently", (int)name->len, name->text);
            if (m->loc.line)
                glsl_warning(pp->g, m->loc, "the previous definition of '%.*s' is here", (int)name->len, name->text)
                    ->severity = GLSPV_SEVERITY_NOTE;
        }
        return;
    }
    m->nparams = nparams;
    m->params = params;
    m->body = body;
    m->body_len = body_len;
    m->loc = name->loc;
    m->defined = 1;
}

static void do_undef(Pp *pp, const Token *t)
{
    if (!check_macro_name(pp, &t[0], "#undef"))
        return;
    extra_tokens(pp, &t[1], "#undef");
    Macro *m = macro_record(pp, t[0].text, t[0].len, (uint32_t)t[0].v.u, 1);
    m->defined = 0;
}

/* ---- conditionals ---- */

static void push_cond(Pp *pp, const Token *hash, const char *name, int value)
{
    if (pp->conds.len >= MAX_IF_NESTING) {
        glsl_error(pp->g, hash->loc, "#if nested too deeply (more than %d levels)", MAX_IF_NESTING);
        ctx_fatal(pp->g->ctx, GLSPV_ERROR_COMPILE);
    }
    Cond c = {hash->loc, name, (uint8_t)pp->active, (uint8_t)(value != 0), 0};
    vec_push(pp->a, &pp->conds, c);
    pp->active = pp->active && value;
}

static int eval_if(Pp *pp, const Token *t, size_t n, SrcLoc loc)
{
    pp->in_if = 1;
    size_t count;
    Token *e = expand_line(pp, t, n, &count, loc);
    pp->in_if = 0;
    for (size_t i = 0; i < count; i++) {
        if (TOK_NUM_ERROR(&e[i]) == NUM_TOO_BIG) {
            glsl_error(pp->g, e[i].loc, "integer constant '%.*s' is too large", (int)e[i].len, e[i].text);
            return 0;
        }
    }
    int64_t v = 0;
    if (!pp_eval(pp->g, e, count, loc, es_profile(pp), &v))
        return 0;
    return v != 0;
}

static int ifdef_value(Pp *pp, const Token *t, const char *directive)
{
    if (t[0].kind != TK_IDENT) {
        glsl_error(pp->g, t[0].loc, "%s needs a macro name", directive);
        return 0;
    }
    extra_tokens(pp, &t[1], directive);
    return lookup(pp, &t[0]) != NULL;
}

/* #elif, #else, #endif. */
static void do_else(Pp *pp, const Token *hash, const char *name, Token *t, size_t n)
{
    if (pp->conds.len == 0 || pp->conds.len <= pp->inputs.data[pp->inputs.len - 1].file->cond_base) {
        glsl_error(pp->g, hash->loc, "%s without #if", name);
        return;
    }
    Cond *c = &pp->conds.data[pp->conds.len - 1];
    if (name[1] == 'e' && name[2] == 'n') { /* #endif */
        extra_tokens(pp, &t[0], "#endif");
        pp->active = c->was_active;
        pp->conds.len--;
        return;
    }
    if (c->seen_else) {
        glsl_error(pp->g, hash->loc, "%s after #else", name);
        pp->active = 0;
        return;
    }
    if (name[3] == 's') { /* #else */
        extra_tokens(pp, &t[0], "#else");
        c->seen_else = 1;
        pp->active = c->was_active && !c->taken;
        c->taken = 1;
        return;
    }
    /* #elif: evaluated only when no group was taken yet. */
    if (!c->was_active || c->taken) {
        pp->active = 0;
        return;
    }
    pp->active = 1;
    int v = eval_if(pp, t, n, hash->loc);
    pp->active = v;
    c->taken = (uint8_t)v;
}

/* ---- #version, #extension, #pragma, #line, #include ---- */

static int known_version(int v)
{
    static const int versions[] = {100, 110, 120, 130, 140, 150, 300, 310, 320, 330, 400, 410, 420, 430, 440, 450, 460};
    for (size_t i = 0; i < COUNT_OF(versions); i++)
        if (versions[i] == v)
            return 1;
    return 0;
}

static void do_version(Pp *pp, const Token *hash, const Token *t)
{
    PpOutput *out = pp->out;
    pp->bad_version = 1; /* until it is known good */
    if (pp->seen_code || out->version_given) {
        glsl_error(pp->g, hash->loc, "'#version' must be the first directive");
        return;
    }
    if (t[0].kind != TK_INTCONST) {
        glsl_error(pp->g, t[0].kind == TK_EOF ? hash->loc : t[0].loc, "#version needs a version number");
        return;
    }
    int version = t[0].v.u > 10000 ? 10000 : (int)t[0].v.u;
    Profile profile = PROFILE_NONE;
    size_t i = 1, errors = pp->g->ctx->error_count;
    if (t[1].kind == TK_IDENT) {
        if (tok_is(&t[1], "core"))
            profile = PROFILE_CORE;
        else if (tok_is(&t[1], "compatibility"))
            profile = PROFILE_COMPATIBILITY;
        else if (tok_is(&t[1], "es"))
            profile = PROFILE_ES;
        else
            glsl_error(pp->g, t[1].loc, "unknown profile '%.*s' in #version (core, compatibility or es)",
                       (int)t[1].len, t[1].text);
        i = 2;
    }
    extra_tokens(pp, &t[i], "#version");
    out->version_given = 1;
    out->version_loc = hash->loc;
    add_line(pp, PPL_VERSION, hash->loc, 0, arena_printf(pp->a, "#version %d%s%s", version, i == 2 ? " " : "",
                                                          i == 2 ? join_tokens(pp, &t[1], 1) : ""));
    int es_version = version == 100 || version == 300 || version == 310 || version == 320;
    if (!known_version(version)) {
        glsl_error(pp->g, t[0].loc, "version %d is not a GLSL version (110 to 460, or 100, 300, 310, 320 es)", version);
        version = profile == PROFILE_ES ? 310 : 450;
        es_version = profile == PROFILE_ES;
    } else if (profile == PROFILE_ES && !es_version) {
        glsl_error(pp->g, t[1].loc, "the 'es' profile needs version 100, 300, 310 or 320, not %d", version);
        profile = PROFILE_CORE;
    } else if (es_version && version != 100 && profile != PROFILE_ES) {
        glsl_error(pp->g, t[0].loc, "version %d needs the 'es' profile", version);
        profile = PROFILE_ES;
    } else if (version == 100 && profile != PROFILE_NONE && profile != PROFILE_ES) {
        glsl_error(pp->g, t[1].loc, "version 100 takes no profile");
    } else if (!es_version && version < 150 && profile != PROFILE_NONE) {
        glsl_error(pp->g, t[1].loc, "versions before 150 take no profile");
        profile = PROFILE_NONE;
    }
    pp->bad_version = pp->g->ctx->error_count != errors;
    if (es_version)
        profile = PROFILE_ES;
    else if (profile == PROFILE_NONE && version >= 150)
        profile = PROFILE_CORE;
    out->version = version;
    out->profile = profile;
}

static void do_extension(Pp *pp, const Token *hash, const Token *t)
{
    if (t[0].kind != TK_IDENT) {
        glsl_error(pp->g, t[0].kind == TK_EOF ? hash->loc : t[0].loc, "#extension needs an extension name");
        return;
    }
    if (t[1].kind != TK_COLON) {
        glsl_error(pp->g, t[1].kind == TK_EOF ? t[0].loc : t[1].loc, "expected ':' after '#extension %.*s'",
                   (int)t[0].len, t[0].text);
        return;
    }
    static const char *const names[] = {"disable", "warn", "enable", "require"};
    int behavior = -1;
    for (int i = 0; i < 4 && t[2].kind == TK_IDENT; i++)
        if (tok_is(&t[2], names[i]))
            behavior = i;
    if (behavior < 0) {
        glsl_error(pp->g, t[2].kind == TK_EOF ? t[1].loc : t[2].loc,
                   "expected 'require', 'enable', 'warn' or 'disable' after '#extension %.*s :'", (int)t[0].len,
                   t[0].text);
        return;
    }
    extra_tokens(pp, &t[3], "#extension");
    const Token *name = &t[0];
    if (tok_is(name, "all")) {
        if (behavior == EXT_ENABLE || behavior == EXT_REQUIRE) {
            glsl_error(pp->g, t[2].loc, "'#extension all' can only be 'warn' or 'disable', not '%s'", names[behavior]);
            return;
        }
        if (behavior == EXT_DISABLE)
            pp->include_ext = pp->cpp_line_ext = pp->spirv_ext = 0;
    } else if (!ext_find(name->text, name->len)) {
        /* GLSL 4.60 3.3: require fails, the others warn. */
        if (behavior == EXT_REQUIRE)
            glsl_error(pp->g, name->loc, "extension '%.*s' is not supported", (int)name->len, name->text);
        else
            glsl_warning(pp->g, name->loc, "extension '%.*s' is not supported", (int)name->len, name->text);
    } else if (tok_is(name, "GL_GOOGLE_include_directive")) {
        /* The include extension brings the cpp-style #line with it. */
        pp->include_ext = pp->cpp_line_ext = behavior != EXT_DISABLE;
    } else if (tok_is(name, "GL_GOOGLE_cpp_style_line_directive")) {
        pp->cpp_line_ext = behavior != EXT_DISABLE;
    } else if (tok_is(name, "GL_EXT_spirv_intrinsics")) {
        pp->spirv_ext = behavior != EXT_DISABLE;
    }
    ExtDirective d = {arena_strndup(pp->a, name->text, name->len), (ExtBehavior)behavior, pp->toks.len, hash->loc};
    vec_push(pp->a, &pp->out->extensions, d);
    add_line(pp, PPL_DIRECTIVE, hash->loc, 0,
             arena_printf(pp->a, "#extension %.*s : %s", (int)name->len, name->text, names[behavior]));
}

/* #pragma shader_stage(NAME): the stage names of -fshader-stage. */
static int pragma_stage(const Token *t, Stage *stage)
{
    char name[16];
    if (t->kind != TK_IDENT || t->len >= sizeof name)
        return 0;
    memcpy(name, t->text, t->len);
    name[t->len] = '\0';
    return glsl_stage_from_name(name, stage);
}

static void do_pragma(Pp *pp, const Token *hash, Token *t, size_t n, Input *in)
{
    Pragma p = {t, n, pp->toks.len, hash->loc};
    vec_push(pp->a, &pp->out->pragmas, p);
    add_line(pp, PPL_DIRECTIVE, hash->loc, 0, n ? arena_printf(pp->a, "#pragma %s", join_tokens(pp, t, n)) : "#pragma");
    if (n >= 1 && tok_is(&t[0], "shader_stage")) {
        Stage stage;
        if (n != 4 || t[1].kind != TK_LPAREN || t[3].kind != TK_RPAREN || !pragma_stage(&t[2], &stage)) {
            glsl_error(pp->g, t[0].loc, "#pragma shader_stage needs a stage: shader_stage(vertex), (fragment), ...");
        } else if (pp->out->shader_stage_pragma && pp->out->pragma_stage != stage) {
            glsl_error(pp->g, t[0].loc, "#pragma shader_stage(%.*s) contradicts an earlier #pragma shader_stage",
                       (int)t[2].len, t[2].text);
        } else {
            pp->out->shader_stage_pragma = 1;
            pp->out->pragma_stage = stage;
        }
    } else if (n == 1 && tok_is(&t[0], "once")) {
        vec_push(pp->a, &pp->once, in->file->path);
    }
}

static void do_line(Pp *pp, const Token *hash, const Token *raw, size_t raw_n, Input *in)
{
    FileState *f = in->file; /* before expand_line moves the input stack */
    size_t n;
    Token *t = expand_line(pp, raw, raw_n, &n, hash->loc);
    if (n == 0 || t[0].kind != TK_INTCONST || TOK_NUM_ERROR(&t[0]) || t[0].v.u > INT32_MAX) {
        glsl_error(pp->g, n ? t[0].loc : hash->loc, "#line needs a line number%s", n ? " (0 to 2147483647)" : "");
        return;
    }
    const char *source = NULL;
    if (n >= 2) {
        if (t[1].kind == TK_INTCONST && !TOK_NUM_ERROR(&t[1]) && t[1].v.u <= INT32_MAX) {
            f->source_number = (int)t[1].v.u;
            f->numbered = 1;
            source = arena_printf(pp->a, "%d", f->source_number);
        } else if (t[1].kind == TK_STRING) {
            if (!pp->cpp_line_ext && !pp->g->opts->includes_always)
                glsl_error(pp->g, t[1].loc, "#line with a file name needs GL_GOOGLE_cpp_style_line_directive");
            /* The name becomes a C string: a NUL inside it would cut it short. */
            if (memchr(t[1].text, 0, t[1].len)) {
                glsl_error(pp->g, t[1].loc, "#line file name contains a NUL character");
                return;
            }
            source = arena_strndup(pp->a, t[1].text, t[1].len);
            f->numbered = 0;
        } else {
            glsl_error(pp->g, t[1].loc, "#line takes a line number and a source string number or file name");
            return;
        }
        extra_tokens(pp, n > 2 ? &t[2] : &eof_token, "#line");
    }
    uint32_t value = (uint32_t)t[0].v.u;
    /* The physical line after the directive, and what it becomes. */
    const Token *last = &raw[raw_n - 1];
    uint32_t next_physical = last->loc.line - f->line_delta + 1;
    uint32_t next_line = line_names_next(pp) ? value : value + 1;
    const char *name = pp->g->files.data[f->file];
    if (source && source[0] == '"' && strlen(source) >= 2)
        name = arena_strndup(pp->a, source + 1, strlen(source) - 2);
    add_line(pp, PPL_LINE, hash->loc, next_line,
             source ? arena_printf(pp->a, "#line %u %s", value, source) : arena_printf(pp->a, "#line %u", value));
    f->file = add_file(pp, name, NULL);
    f->line_delta = next_line - next_physical;
}

static int is_absolute(const char *path)
{
    return path[0] == '/' || (path[0] && path[1] == ':');
}

/* `dir_of(base)` + `name`: "a/b.vert" and "c.h" give "a/c.h". */
static char *join_path(Pp *pp, const char *base, size_t dir_len, const char *name)
{
    if (dir_len == 0 || is_absolute(name))
        return arena_strndup(pp->a, name, strlen(name));
    return arena_printf(pp->a, "%.*s%s%s", (int)dir_len, base, base[dir_len - 1] == '/' ? "" : "/", name);
}

static size_t dir_len(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? (size_t)(slash - path) + 1 : 0;
}

/* A source or included file over GLSPV_LIMIT_SOURCE_BYTES: reported at `loc`. */
static int source_too_large(Pp *pp, size_t len, SrcLoc loc, const char *name)
{
    uint32_t limit = glsl_limit(pp->g, GLSPV_LIMIT_SOURCE_BYTES);
    if (len <= limit)
        return 0;
    if (name)
        glsl_error(pp->g, loc, "included file '%s' is too large (limit source-bytes: %u)", name, (unsigned)limit);
    else
        glsl_error(pp->g, loc, "source file too large (limit source-bytes: %u)", (unsigned)limit);
    return 1;
}

/* Reads a whole file into the arena (NUL-terminated); past the source-bytes
 * limit it stops, and *len says more than the limit. */
static char *read_file(Pp *pp, const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    uint32_t limit = glsl_limit(pp->g, GLSPV_LIMIT_SOURCE_BYTES);
    Str s = {0};
    char buf[4096];
    size_t n;
    while (s.len <= limit && (n = fread(buf, 1, sizeof buf, f)) > 0)
        str_append(pp->a, &s, buf, n);
    int bad = ferror(f);
    fclose(f);
    if (bad)
        return NULL;
    *len = s.len;
    return s.data ? s.data : arena_strndup(pp->a, "", 0);
}

static void push_file(Pp *pp, const char *name, const char *path, const char *text, size_t len, uint32_t return_line,
                      SrcLoc at);

static void do_include(Pp *pp, const Token *hash, const Token *t, size_t n, Input *in)
{
    const GlslOptions *o = pp->g->opts;
    if (!pp->include_ext && !o->includes_always) {
        glsl_error(pp->g, hash->loc, "#include needs '#extension GL_GOOGLE_include_directive : enable'");
        return;
    }
    char *req;
    int is_system = 0;
    size_t used = 1;
    if (n >= 1 && t[0].kind == TK_STRING) {
        req = arena_strndup(pp->a, t[0].text + 1, t[0].len - 2);
    } else if (n >= 1 && t[0].kind == TK_LT) {
        size_t k = 1;
        while (k < n && t[k].kind != TK_GT)
            k++;
        if (k == n || k == 1) {
            glsl_error(pp->g, t[0].loc, "#include <...> is missing the closing '>'");
            return;
        }
        req = (char *)join_tokens(pp, &t[1], k - 1);
        is_system = 1;
        used = k + 1;
    } else {
        glsl_error(pp->g, n ? t[0].loc : hash->loc, "#include needs a file name: \"file\" or <file>");
        return;
    }
    extra_tokens(pp, used < n ? &t[used] : &eof_token, "#include");
    if (req[0] == '\0') {
        glsl_error(pp->g, t[0].loc, "#include with an empty file name");
        return;
    }
    uint32_t max_depth = glsl_limit(pp->g, GLSPV_LIMIT_INCLUDE_DEPTH);
    if ((uint32_t)pp->include_depth >= max_depth) {
        glsl_error(pp->g, hash->loc, "#include nested too deeply (limit include-depth: %u)", (unsigned)max_depth);
        return;
    }
    FileState *f = in->file;
    /* The includer's next physical line, where it continues. */
    uint32_t last_line = n ? t[n - 1].loc.line : hash->loc.line;
    uint32_t return_line = last_line - f->line_delta + 1;
    const char *name = NULL, *text = NULL;
    size_t len = 0;
    if (o->include_fn) {
        const char *content = NULL;
        size_t clen = 0;
        const char *resolved = NULL;
        if (o->include_fn(o->include_user, req, is_system, f->path, (size_t)pp->include_depth + 1, &content, &clen,
                          &resolved) != 0) {
            glsl_error(pp->g, hash->loc, "cannot include '%s': %s", req, content ? content : "not found");
            return;
        }
        name = resolved && resolved[0] ? arena_strndup(pp->a, resolved, strlen(resolved)) : req;
        if (content && source_too_large(pp, clen, hash->loc, name))
            return;
        text = content ? arena_strndup(pp->a, content, clen) : "";
        len = content ? clen : 0;
    } else {
        /* For "...": the including file's folder, then those of the files
         * that included it (innermost first); then -I folders in order. */
        for (char *c = (char *)req; *c; c++)
            if (*c == '\\')
                *c = '/';
        size_t nfiles = 0;
        const char **dirs = arena_alloc(pp->a, (pp->inputs.len + o->include_dir_count) * sizeof *dirs);
        size_t *lens = arena_alloc(pp->a, (pp->inputs.len + o->include_dir_count) * sizeof *lens);
        for (size_t k = pp->inputs.len; !is_system && k-- > 0;) {
            const FileState *fs = pp->inputs.data[k].file;
            if (!fs)
                continue;
            size_t dl = dir_len(fs->path), seen = 0;
            for (size_t j = 0; j < nfiles && !seen; j++)
                seen = lens[j] == dl && memcmp(dirs[j], fs->path, dl) == 0;
            if (!seen) {
                dirs[nfiles] = fs->path;
                lens[nfiles++] = dl;
            }
        }
        for (size_t k = 0; k < o->include_dir_count; k++) {
            dirs[nfiles] = o->include_dirs[k];
            lens[nfiles++] = strlen(o->include_dirs[k]);
        }
        for (size_t k = 0; k < nfiles && !text; k++) {
            char *path = join_path(pp, dirs[k], lens[k], req);
            text = read_file(pp, path, &len);
            if (text)
                name = path;
            if (is_absolute(req))
                break;
        }
        if (!text) {
            glsl_error(pp->g, hash->loc, "cannot find include file '%s'", req);
            return;
        }
        if (source_too_large(pp, len, hash->loc, name))
            return;
    }
    for (size_t k = 0; k < pp->once.len; k++)
        if (strcmp(pp->once.data[k], name) == 0)
            return;
    push_file(pp, name, name, text, len, return_line, hash->loc);
}

/* A directive: `in` is at its '#'. */
static void directive(Pp *pp, Input *in)
{
    Token hash;
    file_token(in->file, &in->toks[in->pos], &hash);
    in->pos++;
    size_t n;
    Token *t = line_tokens(pp, in, &n);
    if (n == 0)
        return; /* the null directive */
    Token *args = t + 1;
    size_t nargs = n - 1;
    const Token *name = &t[0];
    int cond = name->kind == TK_IDENT && (tok_is(name, "if") || tok_is(name, "ifdef") || tok_is(name, "ifndef") ||
                                          tok_is(name, "elif") || tok_is(name, "else") || tok_is(name, "endif"));
    if (!pp->active && !cond)
        return;
    if (!tok_is(name, "version"))
        begin_code(pp);
    if (name->kind != TK_IDENT) {
        glsl_error(pp->g, name->loc, "invalid directive '#%.*s'", (int)name->len, name->text);
    } else if (tok_is(name, "define")) {
        do_define(pp, args, nargs);
    } else if (tok_is(name, "undef")) {
        do_undef(pp, args);
    } else if (tok_is(name, "if")) {
        push_cond(pp, &hash, "#if", pp->active ? eval_if(pp, args, nargs, hash.loc) : 0);
    } else if (tok_is(name, "ifdef")) {
        push_cond(pp, &hash, "#ifdef", pp->active ? ifdef_value(pp, args, "#ifdef") : 0);
    } else if (tok_is(name, "ifndef")) {
        push_cond(pp, &hash, "#ifndef", pp->active ? !ifdef_value(pp, args, "#ifndef") : 0);
    } else if (tok_is(name, "elif") || tok_is(name, "else") || tok_is(name, "endif")) {
        do_else(pp, &hash, tok_is(name, "elif") ? "#elif" : tok_is(name, "else") ? "#else" : "#endif", args, nargs);
    } else if (tok_is(name, "error")) {
        glsl_error(pp->g, hash.loc, "#error %s", join_tokens(pp, args, nargs));
    } else if (tok_is(name, "pragma")) {
        do_pragma(pp, &hash, args, nargs, in);
    } else if (tok_is(name, "extension")) {
        do_extension(pp, &hash, args);
    } else if (tok_is(name, "version")) {
        do_version(pp, &hash, args);
    } else if (tok_is(name, "line")) {
        do_line(pp, &hash, args, nargs, in);
    } else if (tok_is(name, "include")) {
        do_include(pp, &hash, args, nargs, in);
    } else {
        glsl_error(pp->g, name->loc, "unknown directive '#%.*s'", (int)name->len, name->text);
    }
}

/* ---- files ---- */

static void push_file(Pp *pp, const char *name, const char *path, const char *text, size_t len, uint32_t return_line,
                      SrcLoc at)
{
    Glsl *g = pp->g;
    uint32_t index = add_file(pp, name, text);
    if (pp->inputs.len > 0) {
        /* An included file: remember it for depfiles, mark its start. */
        int seen = 0;
        for (size_t i = 0; i < g->includes.len && !seen; i++)
            seen = strcmp(g->includes.data[i], name) == 0;
        if (!seen) {
            vec_push(pp->a, &g->includes, name);
            vec_push(pp->a, &g->ctx->dependencies, name);
        }
        pp->out->include_count++;
        pp->include_depth++;
        add_line(pp, PPL_LINE, at, 1,
                 arena_printf(pp->a, "#line %d \"%s\"", line_names_next(pp) ? 1 : 0, name));
    }
    FileState *f = arena_alloc(pp->a, sizeof *f);
    f->file = index;
    f->real_file = index;
    f->path = path;
    f->cond_base = pp->conds.len;
    f->return_line = return_line;
    lex_start(&f->lexer, g, text, len, index);
    f->batch = take_buffer(pp);
    Input in = {NULL, 0, 0, NULL, f, 0, {0}};
    next_batch(&in);
    push_input(pp, in);
}

/* The end of a file: unterminated #if groups, then back to the includer. */
static void end_of_file(Pp *pp, Input *in)
{
    FileState *f = in->file;
    while (pp->conds.len > f->cond_base) {
        Cond *c = &pp->conds.data[--pp->conds.len];
        glsl_error(pp->g, c->loc, "unterminated %s", c->directive);
        pp->active = c->was_active;
    }
    if (pp->inputs.len == 1)
        return;
    Token end; /* where the included file ends: -E keeps its last lines */
    file_token(f, &in->toks[in->pos], &end);
    uint32_t return_line = f->return_line;
    in->owned = f->batch; /* for the next file or expansion */
    pop_input(pp);
    pp->include_depth--;
    FileState *outer = pp->inputs.data[pp->inputs.len - 1].file;
    /* The includer continues at its next line (in its own numbering). */
    uint32_t next = return_line + outer->line_delta;
    uint32_t shown = line_names_next(pp) ? next : next - 1;
    add_line(pp, PPL_LINE, end.loc, next,
             arena_printf(pp->a, "#line %u \"%s\"", shown, pp->g->files.data[outer->file]));
}

/* ---- the driver ---- */

static void report_number(Pp *pp, const Token *t)
{
    switch (TOK_NUM_ERROR(t)) {
    case NUM_TOO_BIG:
        glsl_error(pp->g, t->loc, "integer constant '%.*s' is too large for its type", (int)t->len, t->text);
        break;
    case NUM_BAD_OCTAL:
        glsl_error(pp->g, t->loc, "invalid digit in octal constant '%.*s'", (int)t->len, t->text);
        break;
    case NUM_NEEDS_POINT:
        glsl_error(pp->g, t->loc, "floating-point constant '%.*s' needs a decimal point or an exponent",
                   (int)t->len, t->text);
        break;
    default:
        break;
    }
}

/* Version checks that depend on the target (glslc's wording), at the
 * #version line (the first line when there is none). */
static void check_version(Pp *pp)
{
    const GlslOptions *o = pp->g->opts;
    PpOutput *out = pp->out;
    SrcLoc whole = out->version_given ? out->version_loc : out->start_loc;
    if (o->vulkan_version) {
        if (out->profile == PROFILE_ES && out->version < 310)
            glsl_error(pp->g, whole, "#version: ES shaders for Vulkan SPIR-V require version 310 or higher");
        else if (out->profile != PROFILE_ES && out->version < 140)
            glsl_error(pp->g, whole, "#version: Desktop shaders for Vulkan SPIR-V require version 140 or higher");
        else if (out->profile == PROFILE_COMPATIBILITY)
            glsl_error(pp->g, whole, "#version: compilation for SPIR-V does not support the compatibility profile");
    } else {
        if (out->profile == PROFILE_ES)
            glsl_error(pp->g, whole, "#version: ES shaders for OpenGL SPIR-V are not supported");
        else if (out->version < 330)
            glsl_error(pp->g, whole, "#version: Desktop shaders for OpenGL SPIR-V require version 330 or higher");
        else if (out->profile == PROFILE_COMPATIBILITY)
            glsl_error(pp->g, whole, "#version: compilation for SPIR-V does not support the compatibility profile");
    }
}

void pp_run(Glsl *g, const char *source, size_t len, const char *name, PpOutput *out)
{
    Pp pp_state = {0};
    Pp *pp = &pp_state;
    pp->g = g;
    pp->a = &g->ctx->arena;
    pp->out = out;
    pp->active = 1;
    memset(out, 0, sizeof *out);
    const GlslOptions *o = g->opts;
    out->version = o->default_version ? o->default_version : 110;
    out->profile = o->default_profile;
    if (out->version == 100 || out->version == 300 || out->version == 310 || out->version == 320)
        out->profile = PROFILE_ES;
    else if (out->profile == PROFILE_NONE && out->version >= 150)
        out->profile = PROFILE_CORE;

    pp->max_work = glsl_limit(g, GLSPV_LIMIT_MACRO_EXPANSION);
    if (len > glsl_limit(g, GLSPV_LIMIT_SOURCE_BYTES)) { /* before copying it */
        source_too_large(pp, len, (SrcLoc){add_file(pp, name, NULL), 1, 1}, NULL);
        ctx_fatal(g->ctx, GLSPV_ERROR_COMPILE);
    }
    char *text = arena_alloc_uninit(pp->a, len + 1);
    if (len)
        memcpy(text, source, len);
    text[len] = '\0';
    push_file(pp, name, name, text, len, 0, eof_token.loc);
    out->start_loc = (SrcLoc){pp->inputs.data[0].file->file, 1, 1};
    size_t max_tokens = glsl_limit(g, GLSPV_LIMIT_TOKENS);

    Token t;
    for (;;) {
        int more = next_expanded(pp, &t);
        if (!more) {
            /* The main file's end: close its #if groups. */
            end_of_file(pp, &pp->inputs.data[0]);
            break;
        }
        if (!pp->seen_code)
            begin_code(pp);
        if (TOK_NUM_ERROR(&t))
            report_number(pp, &t);
        check_identifier_length(pp, &t);
        if (pp->toks.len >= max_tokens) {
            glsl_error(g, t.loc, "too many tokens after preprocessing (limit tokens: %zu)", max_tokens);
            ctx_fatal(g->ctx, GLSPV_ERROR_COMPILE);
        }
        vec_push(pp->a, &pp->toks, t);
    }
    settle(pp);
    if (!pp->bad_version)
        check_version(pp);
    t = eof_token;
    t.loc = pp->toks.len ? pp->toks.data[pp->toks.len - 1].loc : (SrcLoc){0, 1, 1};
    t.flags = TF_LINE_START;
    vec_push(pp->a, &pp->toks, t);
    out->tokens = pp->toks.data;
    out->count = pp->toks.len;
}
