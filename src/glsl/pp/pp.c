/* The GLSL preprocessor (GLSL 4.60 chapter 3.3, GL_GOOGLE_include_directive,
 * GL_GOOGLE_cpp_style_line_directive): lexed files in, blocks of tokens out.
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
 * all have limits that end in an error (and, for the token count, macro
 * expansion and #include depth, a stop),
 * never in a stack overflow or a hang.
 *
 * #version, #extension, #pragma and #line are recorded in PpOutput for the
 * parser and for pp_print (-E). The directives themselves are in
 * pp_directive.c; the state both share is in pp_state.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glsl/pp/extensions.h"
#include "glsl/pp/pp_state.h"

const Token pp_eof_token = {.kind = TK_EOF, .text = ""};


/* ---- small helpers ---- */

int pp_tok_is(const Token *t, const char *word)
{
    size_t n = strlen(word);
    return t->kind == TK_IDENT && t->len == n && memcmp(t->text, word, n) == 0;
}

int pp_es_profile(Pp *pp)
{
    return pp->out->profile == PROFILE_ES;
}

/* GLSL ES 3.20 §3.7: an identifier is at most 1024 characters long (the
 * identifier-length default). Desktop GLSL names no limit, but glslang
 * refuses longer names there too ("name too long"), and names end up in
 * OpName, whose string must fit one SPIR-V instruction. */
void pp_check_identifier_length(Pp *pp, const Token *t)
{
    uint32_t limit = glsl_limit(pp->g, GLSPV_LIMIT_IDENTIFIER_LENGTH);
    if (t->kind != TK_IDENT || t->len <= limit)
        return;
    glsl_error(pp->g, tok_loc(pp->g, t), "identifier '%.*s...' is %u characters long (limit identifier-length: %u)",
               (int)(limit < 16 ? limit : 16), t->text, (unsigned)t->len, (unsigned)limit);
}

/* #line N names the next line (ES and 330+) or this one (older desktop). */
int pp_line_names_next(Pp *pp)
{
    return pp_es_profile(pp) || pp->out->version >= 330;
}

uint32_t pp_add_file(Pp *pp, const char *name, const char *source)
{
    Glsl *g = pp->g;
    vec_push(pp->a, &g->files, name);
    while (g->file_sources.len < g->files.len - 1)
        vec_push(pp->a, &g->file_sources, (const char *)NULL);
    vec_push(pp->a, &g->file_sources, source);
    return (uint32_t)(g->files.len - 1);
}

/* The text of tokens, with a space where the source had one. */
const char *pp_join_tokens(Pp *pp, const Token *t, size_t n)
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

void pp_add_line(Pp *pp, PpLineKind kind, SrcLoc loc, uint32_t next_line, const char *text)
{
    PpLine l = {kind, pp->count, loc, next_line, text};
    vec_push(pp->a, &pp->out->lines, l);
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
Macro *pp_macro_record(Pp *pp, const char *name, size_t len, uint32_t hash, int create)
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
    pp->table_hashes[(hash >> 6) % 8] |= (uint64_t)1 << (hash & 63);
    return m;
}


static void ext_macro_body(Macro *m);

/* The defined macro an identifier names, or NULL. Extension macros are made
 * on first use, from the extension table. */
Macro *pp_lookup(Pp *pp, const Token *t)
{
    uint32_t hash = t->aux;
    int recorded = (pp->table_hashes[(hash >> 6) % 8] >> (hash & 63)) & 1;
    Macro *m = recorded ? pp_macro_record(pp, t->text, t->len, hash, 0) : NULL;
    if (!m && t->len > 3 && memcmp(t->text, "GL_", 3) == 0) {
        const ExtensionInfo *e = ext_find(t->text, t->len);
        if (e && ext_available(e, pp->out->version, pp->out->profile)) {
            m = pp_macro_record(pp, t->text, t->len, t->aux, 1);
            ext_macro_body(m);
        }
    }
    return m && m->defined ? m : NULL;
}

/* Defines `name` from text (-D, predefined macros): object-like. */
static Macro *define_text(Pp *pp, const char *name, const char *value, int predefined)
{
    size_t len = strlen(name);
    Macro *m = pp_macro_record(pp, arena_strndup(pp->a, name, len), len, lex_hash(name, len), 1);
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

/* A function-like -D: `head` is NAME(PARAMS), defined as #define would
 * take NAME(PARAMS) VALUE (the form glslc takes, -D'F(x)=(x*2.0)'). */
static void define_function_text(Pp *pp, const char *head, const char *value)
{
    size_t hlen = strlen(head), vlen = strlen(value);
    char *text = arena_alloc_uninit(pp->a, hlen + vlen + 2);
    memcpy(text, head, hlen);
    text[hlen] = ' ';
    memcpy(text + hlen + 1, value, vlen + 1);
    size_t n = 0;
    Token *toks = lex_file(pp->g, text, hlen + vlen + 1, 0, &n);
    pp_define_tokens(pp, toks, n - 1);
}

static void ext_macro_body(Macro *m)
{
    static const Token one = {.kind = TK_INTCONST, .len = 1, .text = "1"};
    m->body = &one;
    m->body_len = 1;
    m->defined = 1;
    m->predefined = 1;
}

/* A predefined macro whose value is "1" or "100" (or none: __LINE__ and
 * the like) takes the tokens lex_file makes of it from here, the TK_EOF
 * after them included. */
static const Token value_1[2] = {{.kind = TK_INTCONST, .len = 1, .text = "1", .where = TOK_WHERE(1, 1)},
                                 {.kind = TK_EOF, .text = "", .where = TOK_WHERE(1, 2)}};
static const Token value_100[2] = {{.kind = TK_INTCONST, .len = 3, .text = "100", .where = TOK_WHERE(1, 1)},
                                   {.kind = TK_EOF, .text = "", .where = TOK_WHERE(1, 4)}};
static const Token value_none[1] = {{.kind = TK_EOF, .flags = TF_LINE_START, .text = "", .where = TOK_WHERE(1, 1)}};

static Macro *define_predefined(Pp *pp, const char *name, const char *value)
{
    const Token *body = !value                     ? value_none
                        : strcmp(value, "1") == 0   ? value_1
                        : strcmp(value, "100") == 0 ? value_100
                                                    : NULL;
    if (!body)
        return define_text(pp, name, value, 1);
    size_t len = strlen(name);
    Macro *m = pp_macro_record(pp, name, len, lex_hash(name, len), 1);
    m->body = body;
    m->body_len = value ? 1 : 0;
    m->nparams = -1;
    m->defined = 1;
    m->predefined = 1;
    return m;
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
    m = define_predefined(pp, "__LINE__", NULL);
    m->special = SPECIAL_LINE;
    m = define_predefined(pp, "__FILE__", NULL);
    m->special = SPECIAL_FILE;
    m = define_predefined(pp, "__VERSION__", NULL);
    m->special = SPECIAL_VERSION;
    if (out->profile == PROFILE_ES) {
        define_predefined(pp, "GL_ES", "1");
        define_predefined(pp, "GL_es_profile", "1");
        define_predefined(pp, "GL_FRAGMENT_PRECISION_HIGH", "1");
    } else {
        define_predefined(pp, "GL_FRAGMENT_PRECISION_HIGH", "1");
        if (out->version >= 150)
            define_predefined(pp, "GL_core_profile", "1");
        if (out->profile == PROFILE_COMPATIBILITY)
            define_predefined(pp, "GL_compatibility_profile", "1");
    }
    if (o->vulkan_version)
        define_predefined(pp, "VULKAN", "100");
    /* The stage's macro (GL_EXT_spirv_intrinsics lists them; glslang defines
     * them whether or not the extension is on, and GL_COMPUTE_SHADER too). */
    static const char *const stage_macros[STAGE_COUNT] = {
        "GL_VERTEX_SHADER", "GL_TESSELLATION_CONTROL_SHADER", "GL_TESSELLATION_EVALUATION_SHADER",
        "GL_GEOMETRY_SHADER", "GL_FRAGMENT_SHADER", "GL_COMPUTE_SHADER", "GL_TASK_SHADER_NV", "GL_MESH_SHADER_NV",
        "GL_RAY_GENERATION_SHADER_EXT", "GL_INTERSECTION_SHADER_EXT", "GL_ANY_HIT_SHADER_EXT",
        "GL_CLOSEST_HIT_SHADER_EXT", "GL_MISS_SHADER_EXT", "GL_CALLABLE_SHADER_EXT"};
    if (o->stage < STAGE_COUNT && !o->stage_from_pragma)
        define_predefined(pp, stage_macros[o->stage], "1");
    if (!o->without_spirv)
        define_predefined(pp, "GL_SPIRV", "100");
    for (size_t i = 0; i < o->macro_count; i++) {
        const MacroDef *d = &o->macros[i];
        if (d->value && strchr(d->name, '(')) {
            define_function_text(pp, d->name, d->value);
        } else if (d->value) {
            define_text(pp, d->name, d->value, 0);
        } else {
            size_t len = strlen(d->name);
            Macro *u = pp_macro_record(pp, arena_strndup(pp->a, d->name, len), len, lex_hash(d->name, len), 1);
            u->defined = 0;
        }
    }
}

/* Something other than #version: from here on #version is misplaced. */
void pp_begin_code(Pp *pp)
{
    settle(pp);
    pp->seen_code = 1;
}

/* ---- reading tokens ---- */

static void push_input(Pp *pp, Input in)
{
    if (pp->inputs.len >= MAX_INPUT_DEPTH) {
        SrcLoc loc = in.len ? tok_loc(pp->g, &in.toks[0]) : tok_loc(pp->g, &pp_eof_token);
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

static void end_of_file(Pp *pp, Input *in);

/* Whether the file's simplest tokens are lexed straight into the output
 * (lex_in_place). Not while a continuation the version lacks may come:
 * lex_batch flags the token before it, which must still be in its batch. */
static int lexes_in_place(const FileState *f)
{
    return !f->lexer.no_continuations && !f->lexer.done;
}

/* A file input read to the end of its batch: the next batch, in the same
 * buffer (nothing keeps pointers into it: tokens are copied out). Where
 * the simplest tokens go straight into the output, a batch is the few
 * tokens between their runs: the token lex_quick_run stopped at, a
 * directive's line. */
static void next_batch_of(Input *in, size_t want)
{
    FileState *f = in->file;
    f->batch.len = 0;
    lex_batch(&f->lexer, &f->batch, want);
    in->toks = f->batch.data;
    in->pos = 0;
    in->len = f->batch.len;
}

static void next_batch(Input *in)
{
    next_batch_of(in, lexes_in_place(in->file) ? SIDE_BATCH : LEX_BATCH);
}

/* A copy of a file token with #line applied. */
void pp_file_token(Glsl *g, const FileState *f, const Token *src, Token *t)
{
    *t = *src;
    SrcLoc loc = tok_loc(g, src);
    loc.file = f->file;
    loc.line += f->line_delta;
    tok_set_loc(g, t, loc);
}

/* A line continuation after `t` that the version lacks (lex.c's splice). */
void pp_check_continuation(Pp *pp, const Token *t)
{
    if (t->flags & TF_CONTINUATION)
        glsl_error(pp->g, tok_loc(pp->g, t), "line continuations need #version 420 or 300 es or later, or #extension "
                   "GL_ARB_shading_language_420pack : enable");
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
                *t = pp_eof_token;
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
                pp_file_token(pp->g, in->file, src, t);
                return;
            }
            end_of_file(pp, in);
            continue;
        }
        if (src->kind == TK_HASH && (src->flags & TF_LINE_START)) {
            pp_directive(pp, in);
            continue;
        }
        in->pos++;
        if (!pp->active)
            continue;
        if (!pp->seen_code)
            pp_begin_code(pp);
        pp_file_token(pp->g, in->file, src, t);
        pp_check_continuation(pp, t);
        pp->last_line = tok_loc(pp->g, t).line;
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
        uint32_t line = (at.flags & TF_MACRO_BODY) ? pp->last_line : tok_loc(pp->g, &at).line;
        text = arena_printf(pp->a, "%u", line);
        t->kind = TK_INTCONST;
        t->aux = 0;
    } else if (m->special == SPECIAL_VERSION) {
        text = arena_printf(pp->a, "%d", pp->out->version);
        t->kind = TK_INTCONST;
        t->aux = 0;
    } else {
        FileState *f = NULL;
        for (size_t i = pp->inputs.len; i-- > 0 && !f;)
            f = pp->inputs.data[i].file;
        if (f && !f->numbered && (pp->cpp_line_ext || pp->g->opts->includes_always)) {
            /* GL_GOOGLE_cpp_style_line_directive: the file's name as a string. */
            const char *name = pp->g->files.data[f ? f->file : 0];
            text = arena_printf(pp->a, "\"%s\"", name);
            t->kind = TK_STRING;
            t->aux = 0;
        } else {
            int n = f ? f->source_number : 0;
            text = arena_printf(pp->a, "%d", n);
            t->kind = TK_INTCONST;
            t->aux = 0;
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
    SrcLoc loc = tok_loc(pp->g, t);
    raw_next(pp, &name);
    int paren = name.kind == TK_LPAREN;
    if (paren)
        raw_next(pp, &name);
    int ok = name.kind == TK_IDENT;
    if (ok && paren) {
        raw_next(pp, &close);
        if (close.kind != TK_RPAREN) {
            glsl_error(pp->g, close.kind == TK_EOF ? tok_loc(pp->g, &name) : tok_loc(pp->g, &close), "missing ')' after 'defined(%.*s'",
                       (int)name.len, name.text);
            if (close.kind != TK_EOF)
                vec_push(pp->a, &pp->pushback, close);
        }
    }
    if (!ok) {
        glsl_error(pp->g, name.kind == TK_EOF ? loc : tok_loc(pp->g, &name), "'defined' needs a macro name");
        if (name.kind != TK_EOF)
            vec_push(pp->a, &pp->pushback, name);
    }
    int value = ok && pp_lookup(pp, &name) != NULL;
    t->kind = TK_INTCONST;
    t->text = value ? "1" : "0";
    t->len = 1;
    t->aux = 0;
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
            glsl_error(pp->g, tok_loc(pp->g, name), "unterminated argument list invoking macro '%.*s'", (int)m->len, m->name);
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
            Macro *am = pp_lookup(pp, &t);
            if (am && am->disabled)
                t.flags |= TF_NO_EXPAND;
        }
        count_work(pp, 1, tok_loc(pp->g, name));
        vec_push(pp->a, toks, t);
    }
    pp->no_pop_file--;
    vec_push(pp->a, &pp->arg_starts, toks->len);
    return (int)(pp->arg_starts.len - base) - 1;
}

/* Macro-expands `n` tokens on their own (an argument, an #if line). */
void pp_expand_list(Pp *pp, const Token *toks, size_t n, TokVec *out, SrcLoc loc)
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
        pp_expand_list(pp, raw, raw_n, &e, loc);
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
            size_t p = (size_t)bt->aux;
            if (paste_left || paste_right)
                add = arg_tokens(pp, args, base, p, &n);
            else
                add = expanded_arg(pp, args, base, exp_base, p, &n, tok_loc(pp->g, name));
            if (n == 0 && (paste_left || paste_right)) {
                placemarker = *bt;
                placemarker.kind = TK_PLACEMARKER;
                add = &placemarker;
                n = 1;
            }
        }
        count_work(pp, n, tok_loc(pp->g, name));
        size_t first = res->len;
        int pasting = 0;
        for (size_t k = 0; k < n; k++) {
            if (k == 0 && paste_left && res->len > 0) {
                paste(pp, res, &add[0], tok_loc(pp->g, name));
                pasting = 1;
                continue;
            }
            /* glslang goes on pasting while a pasted name is followed, in the
             * same argument, by a name or a number: `imag ## e1 D` gives
             * image1D there (glslang's own cppMerge.frag), so it does here. */
            if (pasting && res->data[res->len - 1].kind == TK_IDENT && continues_paste((TokKind)add[k].kind)) {
                paste(pp, res, &add[k], tok_loc(pp->g, name));
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
        tok_copy_loc(&t, name);
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
    count_work(pp, 1, tok_loc(pp->g, name));
    TokVec args = take_buffer(pp);
    size_t base = pp->arg_starts.len;
    int ok = 1;
    if (m->nparams >= 0) {
        int n = collect_args(pp, m, name, &args);
        /* "F()" passes no argument to a macro with none, one empty one otherwise. */
        int counted = n == m->nparams || (m->nparams == 0 && n == 1 && args.len == 0);
        if (n >= 0 && !counted)
            glsl_error(pp->g, tok_loc(pp->g, name), "macro '%.*s' requires %d argument%s, but %d given", (int)m->len, m->name,
                       m->nparams, m->nparams == 1 ? "" : "s", n);
        ok = n >= 0 && counted;
    }
    if (ok && m->body_len && (m->body[0].kind == TK_HASHHASH || m->body[m->body_len - 1].kind == TK_HASHHASH)) {
        /* Reported where it is used, as glslang accepts such a definition. */
        glsl_error(pp->g, tok_loc(pp->g, name), "'##' at an end of the definition of macro '%.*s'", (int)m->len, m->name);
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
        if (pp->in_if && pp_tok_is(t, "defined")) {
            defined_operator(pp, t);
            return 1;
        }
        Macro *m = pp_lookup(pp, t);
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

/* ---- files ---- */

/* The version a source names in its #version line, read ahead of the
 * preprocessor (the lexer runs a batch ahead of it): 0 when the text after
 * blanks and comments is no #version line; *es for an "es" profile. */
static int peek_version(const char *p, const char *end, int *es)
{
    for (;;) {
        while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n' || *p == '\v' || *p == '\f'))
            p++;
        if (end - p >= 2 && p[0] == '/' && p[1] == '/') {
            /* to the end of the line, or past it after a backslash: a
             * #version after it must be 420 or later to let it continue */
            while (p < end && (*p != '\n' || p[-1] == '\\' || (p[-1] == '\r' && p[-2] == '\\')))
                p++;
        } else if (end - p >= 2 && p[0] == '/' && p[1] == '*') {
            const char *close = p + 2;
            while (close + 1 < end && !(close[0] == '*' && close[1] == '/'))
                close++;
            p = close + 2;
        } else {
            break;
        }
    }
    if (p >= end || *p++ != '#')
        return 0;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    if (end - p < 7 || strncmp(p, "version", 7) != 0)
        return 0;
    p += 7;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    int version = 0;
    while (p < end && *p >= '0' && *p <= '9' && version < 10000)
        version = version * 10 + (*p++ - '0');
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    *es = version == 100 || (end - p >= 2 && p[0] == 'e' && p[1] == 's');
    return version;
}

/* Whether a file of the shader may continue comments (GLSL 4.20 and ES 3.00
 * and later, §3.1): an included file goes by the #version already read,
 * the source by its own #version line, read ahead; -std/--glsl-version
 * override both (GL_ARB_shading_language_420pack brings them later, the
 * lexer sees its #extension line). */
static int continuations_allowed(Pp *pp, const char *text, size_t len)
{
    const GlslOptions *o = pp->g->opts;
    int version = pp->out->version, es = pp->out->profile == PROFILE_ES;
    if (!pp->inputs.len) {
        int peeked_es = 0, peeked = peek_version(text, text + len, &peeked_es);
        if (peeked)
            version = peeked, es = peeked_es;
    }
    if (o->force_version) {
        version = o->force_version;
        es = o->force_profile == PROFILE_ES || version == 100 || version == 300 || version == 310 || version == 320;
    }
    return es ? version >= 300 : version >= 420;
}

void pp_push_file(Pp *pp, const char *name, const char *path, const char *text, size_t len, uint32_t return_line,
                      SrcLoc at)
{
    Glsl *g = pp->g;
    uint32_t index = pp_add_file(pp, name, text);
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
        pp_add_line(pp, PPL_LINE, at, 1,
                 arena_printf(pp->a, "#line %d \"%s\"", pp_line_names_next(pp) ? 1 : 0, name));
    }
    glsl_mark_segment(g, index, 1);
    FileState *f = arena_alloc(pp->a, sizeof *f);
    f->file = index;
    f->real_file = index;
    f->path = path;
    f->cond_base = pp->conds.len;
    f->return_line = return_line;
    lex_start(&f->lexer, g, text, len, index);
    f->lexer.no_continuations = !continuations_allowed(pp, text, len);
    f->batch = take_buffer(pp);
    /* Sized for the file's tokens at once (a token every 3 bytes or so, up
     * to a batch), not doubled and copied from one token up. */
    size_t expect = len / 3 + 16;
    vec_reserve_uninit(pp->a, &f->batch, expect < LEX_BATCH ? expect : LEX_BATCH);
    Input in = {NULL, 0, 0, NULL, f, 0, {0}};
    /* A short file in one batch, as it comes (the runs lexed in place
     * cost a call each, more than its few tokens' copies). */
    next_batch_of(&in, len < SHORT_FILE ? LEX_BATCH : SIDE_BATCH);
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
    pp_file_token(pp->g, f, &in->toks[in->pos], &end);
    uint32_t return_line = f->return_line;
    in->owned = f->batch; /* for the next file or expansion */
    pop_input(pp);
    pp->include_depth--;
    FileState *outer = pp->inputs.data[pp->inputs.len - 1].file;
    /* The includer continues at its next line (in its own numbering). */
    uint32_t next = return_line + outer->line_delta;
    glsl_mark_segment(pp->g, outer->file, next);
    uint32_t shown = pp_line_names_next(pp) ? next : next - 1;
    pp_add_line(pp, PPL_LINE, tok_loc(pp->g, &end), next,
             arena_printf(pp->a, "#line %u \"%s\"", shown, pp->g->files.data[outer->file]));
}

/* ---- the driver ---- */

static void report_number(Pp *pp, const Token *t)
{
    switch (TOK_NUM_ERROR(t)) {
    case NUM_TOO_BIG:
        glsl_error(pp->g, tok_loc(pp->g, t), "integer constant '%.*s' is too large for its type", (int)t->len, t->text);
        break;
    case NUM_BAD_OCTAL:
        glsl_error(pp->g, tok_loc(pp->g, t), "invalid digit in octal constant '%.*s'", (int)t->len, t->text);
        break;
    case NUM_NEEDS_POINT:
        glsl_error(pp->g, tok_loc(pp->g, t), "floating-point constant '%.*s' needs a decimal point or an exponent",
                   (int)t->len, t->text);
        break;
    default:
        break;
    }
}

/* A #version the target does not take: nothing after preprocessing runs
 * (glslc reports only this). */
static void version_refused(Pp *pp, SrcLoc at, const char *message)
{
    glsl_error(pp->g, at, "%s", message);
    pp->g->stop_after_pp = 1;
}

/* Version checks that depend on the target (glslc's wording), at the
 * #version line (the first line when there is none). */
static void check_version(Pp *pp)
{
    const GlslOptions *o = pp->g->opts;
    PpOutput *out = pp->out;
    SrcLoc whole = out->version_given ? out->version_loc : out->start_loc;
    if (o->without_spirv)
        return; /* every version and profile of OpenGL and OpenGL ES */
    if (o->vulkan_version) {
        if (out->profile == PROFILE_ES && out->version < 310)
            version_refused(pp, whole, "#version: ES shaders for Vulkan SPIR-V require version 310 or higher");
        else if (out->profile != PROFILE_ES && out->version < 140)
            version_refused(pp, whole, "#version: Desktop shaders for Vulkan SPIR-V require version 140 or higher");
        else if (out->profile == PROFILE_COMPATIBILITY)
            version_refused(pp, whole, "#version: compilation for SPIR-V does not support the compatibility profile");
    } else {
        /* GL_ARB_gl_spirv takes ES 3.10 and later too (glslangValidator -G compiles them). */
        if (out->profile == PROFILE_ES && out->version < 310)
            version_refused(pp, whole, "#version: ES shaders for OpenGL SPIR-V require version 310 or higher");
        else if (out->profile != PROFILE_ES && out->version < 330)
            version_refused(pp, whole, "#version: Desktop shaders for OpenGL SPIR-V require version 330 or higher");
        else if (out->profile == PROFILE_COMPATIBILITY)
            version_refused(pp, whole, "#version: compilation for SPIR-V does not support the compatibility profile");
    }
}

/* ---- the output ---- */

/* A block for `n` more tokens: a new one of PP_TOKEN_BLOCK, or, while the
 * first is the only one and shorter, the first grown. */
static void new_block(Pp *pp, size_t n)
{
    if (pp->blocks.len == 1 && pp->out->block0_cap < PP_TOKEN_BLOCK) {
        size_t cap = pp->out->block0_cap, grown = cap * 2 < PP_TOKEN_BLOCK ? cap * 2 : PP_TOKEN_BLOCK;
        Token *b = arena_grow(pp->a, pp->blocks.data[0], cap * sizeof(Token), grown * sizeof(Token));
        pp->blocks.data[0] = b;
        pp->out->block0_cap = grown;
        pp->fill = b + cap;
        pp->fill_end = b + grown;
        return;
    }
    /* Not zeroed: an estimate too high costs untouched pages only. */
    Token *b;
#if GLSPV_ASAN
    /* The sanitizer build's small blocks come 64 at a time: a chunk each
     * (1 KiB there) took twice their size. Returned, they are poisoned. */
    if (pp->blocks.len && n == PP_TOKEN_BLOCK) {
        if (pp->slab == pp->slab_end) {
            pp->slab = arena_alloc_uninit(pp->a, 64 * PP_TOKEN_BLOCK * sizeof(Token));
            pp->slab_end = pp->slab + 64 * PP_TOKEN_BLOCK;
        }
        b = pp->slab;
        pp->slab += PP_TOKEN_BLOCK;
    } else
#endif
        b = arena_alloc_uninit(pp->a, n * sizeof(Token));
    if (!pp->blocks.len)
        pp->out->block0_cap = n;
    vec_push(pp->a, &pp->blocks, b);
    pp->fill = b;
    pp->fill_end = b + n;
}

static inline void put_token(Pp *pp, const Token *t)
{
    if (pp->fill == pp->fill_end)
        new_block(pp, PP_TOKEN_BLOCK);
    *pp->fill++ = *t;
    pp->count++;
}

/* pp_lookup's first tests, without the call: most words fail them. */
static inline int may_name_macro(const Pp *pp, const Token *t)
{
    uint32_t hash = t->aux;
    return ((pp->table_hashes[(hash >> 6) % 8] >> (hash & 63)) & 1) ||
           (t->len > 3 && t->text[0] == 'G' && t->text[1] == 'L' && t->text[2] == '_');
}

/* Whether copy_plain_tokens takes the file token t: no directive's '#',
 * no number or continuation to report, no macro's name and no name over
 * the identifier-length limit. One test of the flags passes most tokens. */
static inline int plain_token(Pp *pp, const Token *t, size_t max_identifier)
{
    if (t->flags & (TF_LINE_START | TF_CONTINUATION | TF_NUM_MASK))
        if ((t->kind == TK_HASH && (t->flags & TF_LINE_START)) || TOK_NUM_ERROR(t) || (t->flags & TF_CONTINUATION))
            return 0;
    return t->kind != TK_IDENT || (t->len <= max_identifier && !(may_name_macro(pp, t) && pp_lookup(pp, t)));
}

/* With the file's batch read to its end: lexes its next tokens straight
 * into the output (lex_quick_run), where they stay while they are plain,
 * so that most tokens are written once and never copied. Returns 1 when
 * the lexer stopped (its next token is lex_batch's); 0 at a token that is
 * not plain, which goes with the ones after it into the file's batch for
 * the general loop, and at the token limit. */
static int lex_in_place(Pp *pp, Input *in, size_t max_tokens, size_t max_identifier)
{
    FileState *f = in->file;
    /* Without a #line in force the lexer's locations stand as they are. */
    uint32_t file = f->file, line_delta = f->line_delta;
    int relocated = line_delta != 0 || file != f->lexer.file;
    for (;;) {
        if (pp->count >= max_tokens)
            return 0;
        if (pp->fill == pp->fill_end)
            new_block(pp, PP_TOKEN_BLOCK);
        Token *start = pp->fill, *end = pp->fill_end;
        if ((size_t)(end - start) > max_tokens - pp->count)
            end = start + (max_tokens - pp->count);
        Token *got = lex_quick_run(&f->lexer, start, end);
        Token *t = start;
        while (t < got && plain_token(pp, t, max_identifier))
            t++;
        if (relocated) /* pp_file_token's #line */
            for (Token *r = start; r < t; r++) {
                SrcLoc loc = tok_loc(pp->g, r);
                loc.file = file;
                loc.line += line_delta;
                tok_set_loc(pp->g, r, loc);
            }
        if (t > start)
            pp->last_line = tok_loc(pp->g, &t[-1]).line;
        pp->count += (size_t)(t - start);
        pp->fill = t;
        if (t < got) {
            /* Lexed, not plain: the general loop's, from the batch. */
            size_t n = (size_t)(got - t);
            f->batch.len = 0;
            vec_reserve_uninit(pp->a, &f->batch, n);
            memcpy(f->batch.data, t, n * sizeof *t);
            f->batch.len = (uint32_t)n;
            in->toks = f->batch.data;
            in->pos = 0;
            in->len = n;
            return 0;
        }
        if (got < end)
            return 1;
    }
}

/* The plain tokens of the file's batch into the output, from its cursor:
 * stops at the first other one, at the token limit and at the batch's end.
 * Returns 1 when it took the whole batch. */
static int copy_batch_tokens(Pp *pp, Input *in, size_t max_tokens, size_t max_identifier)
{
    const FileState *f = in->file;
    const Token *src = in->toks + in->pos, *end = in->toks + in->len;
    /* The lexer's TK_EOF ends its last batch: the walk stops before it, so
     * that no token need be asked whether it is the end. */
    if (f->lexer.done && end > src)
        end--;
    /* The output's place in locals (stores into the tokens could alias
     * it), stored back for new_block and at the end. The token limit
     * shortens the walk instead of being asked at each token, and so does
     * the room left in the block. */
    Token *fill = pp->fill, *fill_end = pp->fill_end;
    size_t count = pp->count;
    const Token *from = src;
    if (count >= max_tokens)
        end = src;
    else if ((size_t)(end - src) > max_tokens - count)
        end = src + (max_tokens - count);
    uint32_t file = f->file, line_delta = f->line_delta;
    /* Without a #line in force the lexer's locations stand as they are. */
    int relocated = line_delta != 0 || file != f->lexer.file;
    for (;;) {
        if (fill == fill_end) {
            /* A new block only for a token that goes into it. */
            if (src == end || !plain_token(pp, src, max_identifier))
                break;
            pp->fill = fill;
            pp->count = count + (size_t)(src - from);
            new_block(pp, PP_TOKEN_BLOCK);
            fill = pp->fill;
            fill_end = pp->fill_end;
        }
        Token *copied = fill;
        const Token *stop = (size_t)(end - src) < (size_t)(fill_end - fill) ? end : src + (fill_end - fill);
        while (src < stop && plain_token(pp, src, max_identifier))
            *fill++ = *src++;
        if (relocated) /* pp_file_token's #line */
            for (Token *t = copied; t < fill; t++) {
                SrcLoc loc = tok_loc(pp->g, t);
                loc.file = file;
                loc.line += line_delta;
                tok_set_loc(pp->g, t, loc);
            }
        if (src < stop || src == end)
            break;
    }
    count += (size_t)(src - from);
    pp->fill = fill;
    pp->count = count;
    if (src > in->toks + in->pos)
        pp->last_line = tok_loc(pp->g, &src[-1]).line + f->line_delta;
    in->pos = (size_t)(src - in->toks);
    return in->pos == in->len;
}

/* Most tokens are file tokens that are no directive and name no macro:
 * they go from the lexer straight into the output (lex_in_place), or from
 * its batch, not copied through raw_next and next_expanded. Stops at the
 * first other token (and at one that has a problem to report, or over the
 * token limit), which pp_run's general loop takes. */
static void copy_plain_tokens(Pp *pp, size_t max_tokens, size_t max_identifier)
{
    Input *in = &pp->inputs.data[pp->inputs.len - 1];
    if (!in->file || pp->pushback.len > pp->pushback_base || !pp->active || !pp->seen_code || pp->in_if)
        return;
    for (;;) {
        if (in->pos == in->len) {
            if (lexes_in_place(in->file) && !lex_in_place(pp, in, max_tokens, max_identifier))
                return;
            next_batch(in);
        }
        /* The batch's plain tokens; on while it ends with them and the
         * lexer goes on. */
        if (!copy_batch_tokens(pp, in, max_tokens, max_identifier) || in->file->lexer.done)
            return;
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
        pp_source_too_large(pp, len, (SrcLoc){pp_add_file(pp, name, NULL), 1, 1}, NULL);
        ctx_fatal(g->ctx, GLSPV_ERROR_COMPILE);
    }
    char *text = arena_alloc_uninit(pp->a, len + 1);
    if (len)
        memcpy(text, source, len);
    text[len] = '\0';
    pp_push_file(pp, name, name, text, len, 0, tok_loc(pp->g, &pp_eof_token));
    out->start_loc = (SrcLoc){pp->inputs.data[0].file->file, 1, 1};
    size_t max_tokens = glsl_limit(g, GLSPV_LIMIT_TOKENS);
    /* The first block sized for the main file's tokens (a token every 3
     * bytes or so; not zeroed, so an estimate too high costs untouched
     * pages). */
    size_t estimate = len / 3 + 16 < max_tokens ? len / 3 + 16 : max_tokens;
    new_block(pp, estimate < PP_TOKEN_BLOCK ? estimate + 1 : PP_TOKEN_BLOCK);
    size_t max_identifier = glsl_limit(g, GLSPV_LIMIT_IDENTIFIER_LENGTH); /* read once, not per token */

    Token t;
    for (;;) {
        copy_plain_tokens(pp, max_tokens, max_identifier);
        int more = next_expanded(pp, &t);
        if (!more) {
            /* The main file's end: close its #if groups. */
            end_of_file(pp, &pp->inputs.data[0]);
            break;
        }
        if (!pp->seen_code)
            pp_begin_code(pp);
        if (TOK_NUM_ERROR(&t))
            report_number(pp, &t);
        if (t.kind == TK_IDENT && t.len > max_identifier)
            pp_check_identifier_length(pp, &t);
        if (pp->count >= max_tokens) {
            glsl_error(g, tok_loc(pp->g, &t), "too many tokens after preprocessing (limit tokens: %zu)", max_tokens);
            ctx_fatal(g->ctx, GLSPV_ERROR_COMPILE);
        }
        put_token(pp, &t);
    }
    settle(pp);
    if (!pp->bad_version)
        check_version(pp);
    /* The end is where the main file ends (errors "found end of file" point
     * there, as glslang's and C compilers' do), else after the last token. */
    SrcLoc last = t.kind == TK_EOF && tok_loc(pp->g, &t).line ? tok_loc(pp->g, &t)
                  : pp->count                                ? tok_loc(pp->g, &pp->fill[-1])
                                                             : (SrcLoc){0, 1, 1};
    t = pp_eof_token;
    tok_set_loc(pp->g, &t, last);
    t.flags = TF_LINE_START;
    put_token(pp, &t);
    out->blocks = pp->blocks.data;
    out->block_count = pp->blocks.len;
    out->count = pp->count;
    /* The lexer's buffers go back before the parser builds the tree: the
     * output and the directives' records hold copies of their tokens. */
    FileState *f = pp->inputs.data[0].file;
    if (f->batch.cap >= LEX_BATCH) /* a chunk of its own; a short source's shares one */
        arena_free_sized(pp->a, f->batch.data, f->batch.cap * sizeof(Token));
    for (size_t i = 0; i < pp->spare.len; i++)
        if (pp->spare.data[i].cap >= LEX_BATCH)
            arena_free_sized(pp->a, pp->spare.data[i].data, pp->spare.data[i].cap * sizeof(Token));
}

void pp_release_tokens(Glsl *g, PpOutput *pp, size_t end)
{
    size_t first = pp->released;
    size_t last = end >= pp->count ? pp->block_count : end >> PP_TOKEN_BLOCK_SHIFT;
    for (size_t b = first; b < last; b++) {
        size_t n = b == 0 ? pp->block0_cap : PP_TOKEN_BLOCK;
        arena_free_sized(&g->ctx->arena, pp->blocks[b], n * sizeof(Token));
        pp->blocks[b] = NULL;
    }
    if (last > first)
        pp->released = last;
}
