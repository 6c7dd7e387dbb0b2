/* The preprocessor's directives (GLSL 4.60 §3.3): #define and #undef, the
 * conditionals, #version, #extension, #pragma, #line, #include and the
 * dispatch, over the state in pp_state.h. Each records what the parser and
 * -E need in PpOutput. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glsl/pp/extensions.h"
#include "glsl/pp/pp_expr.h"
#include "glsl/pp/pp_state.h"

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
    for (size_t i = 0; i < n; i++) {
        pp_file_token(pp->g, in->file, &in->toks[start + i], &t[i]);
        if (pp->active)
            pp_check_continuation(pp, &t[i]);
    }
    t[n] = pp_eof_token;
    tok_copy_loc(&t[n], n ? &t[n - 1] : &in->toks[end]);
    *count = n;
    return t;
}

/* Macro-expands a directive's operands (#if, #line). */
static Token *expand_line(Pp *pp, const Token *toks, size_t n, size_t *count, SrcLoc loc)
{
    TokVec out = {0};
    pp_expand_list(pp, toks, n, &out, loc);
    *count = out.len;
    return out.data;
}

static void extra_tokens(Pp *pp, const Token *t, const char *directive)
{
    if (t->kind != TK_EOF)
        glsl_error(pp->g, tok_loc(pp->g, t), "unexpected '%.*s' after %s", (int)t->len, t->text, directive);
}

/* Checks a name given to #define or #undef. */
static int check_macro_name(Pp *pp, const Token *t, const char *directive)
{
    if (t->kind != TK_IDENT) {
        glsl_error(pp->g, tok_loc(pp->g, t), "%s needs a macro name%s", directive, t->kind == TK_EOF ? "" : ", not this token");
        return 0;
    }
    if (pp_tok_is(t, "defined")) {
        glsl_error(pp->g, tok_loc(pp->g, t), "'defined' cannot be a macro name");
        return 0;
    }
    int gl = t->len >= 3 && memcmp(t->text, "GL_", 3) == 0;
    if (gl && pp->spirv_ext)
        return 1; /* GL_EXT_spirv_intrinsics lets shaders define GL_ names (glslang does) */
    Macro *m = pp_lookup(pp, t);
    if ((m && m->predefined) || pp_tok_is(t, "__LINE__") || pp_tok_is(t, "__FILE__") || pp_tok_is(t, "__VERSION__")) {
        glsl_error(pp->g, tok_loc(pp->g, t), "cannot %s the predefined macro '%.*s'", directive[1] == 'd' ? "redefine" : "undefine",
                   (int)t->len, t->text);
        return 0;
    }
    if (gl) {
        glsl_error(pp->g, tok_loc(pp->g, t), "macro names beginning with 'GL_' are reserved: '%.*s'", (int)t->len, t->text);
        return 0;
    }
    pp_check_identifier_length(pp, t);
    for (uint32_t i = 0; i + 1 < t->len && !pp->spirv_ext; i++) {
        if (t->text[i] == '_' && t->text[i + 1] == '_') {
            glsl_warning(pp->g, tok_loc(pp->g, t), "macro names containing '__' are reserved: '%.*s'", (int)t->len, t->text);
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
        if (a[i].kind == TK_PARAM && a[i].aux != b[i].aux)
            return 0;
    }
    return 1;
}

/* #define NAME body | #define NAME(params) body; also a function-like -D
 * (pp_define_tokens). t[n] is TK_EOF. */
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
                    glsl_error(pp->g, tok_loc(pp->g, &t[i]), "expected a parameter name in the definition of macro '%.*s'",
                               (int)name->len, name->text);
                    return;
                }
                for (int k = 0; k < nparams; k++) {
                    if (params[k].len == t[i].len && memcmp(params[k].text, t[i].text, t[i].len) == 0) {
                        glsl_error(pp->g, tok_loc(pp->g, &t[i]), "duplicate parameter '%.*s' in macro '%.*s'", (int)t[i].len,
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
                    glsl_error(pp->g, tok_loc(pp->g, &t[i]), "expected ',' or ')' in the parameter list of macro '%.*s'",
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
                body[k].aux = (uint32_t)p;
                break;
            }
        }
    }
    if (body_len)
        body[0].flags &= (uint16_t)~TF_SPACE_BEFORE;
    Macro *m = pp_macro_record(pp, name->text, name->len, name->aux, 1);
    if (m->defined) {
        int same = m->nparams == nparams && m->body_len == body_len && same_tokens(m->body, body, body_len);
        for (int p = 0; same && p < nparams; p++)
            same = m->params[p].len == params[p].len && memcmp(m->params[p].text, params[p].text, params[p].len) == 0;
        if (!same) {
            glsl_error(pp->g, tok_loc(pp->g, name), "macro '%.*s' redefined differently", (int)name->len, name->text);
            if (m->loc.line)
                glsl_note(pp->g, m->loc, "the previous definition of '%.*s' is here", (int)name->len, name->text);
        }
        return;
    }
    m->nparams = nparams;
    m->params = params;
    m->body = body;
    m->body_len = body_len;
    m->loc = tok_loc(pp->g, name);
    m->defined = 1;
}

void pp_define_tokens(Pp *pp, Token *t, size_t n)
{
    do_define(pp, t, n);
}

static void do_undef(Pp *pp, const Token *t)
{
    if (!check_macro_name(pp, &t[0], "#undef"))
        return;
    extra_tokens(pp, &t[1], "#undef");
    Macro *m = pp_macro_record(pp, t[0].text, t[0].len, t[0].aux, 1);
    m->defined = 0;
}

/* ---- conditionals ---- */

static void push_cond(Pp *pp, const Token *hash, const char *name, int value)
{
    if (pp->conds.len >= MAX_IF_NESTING) {
        glsl_error(pp->g, tok_loc(pp->g, hash), "#if nested too deeply (more than %d levels)", MAX_IF_NESTING);
        ctx_fatal(pp->g->ctx, GLSPV_ERROR_COMPILE);
    }
    Cond c = {tok_loc(pp->g, hash), name, (uint8_t)pp->active, (uint8_t)(value != 0), 0};
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
            glsl_error(pp->g, tok_loc(pp->g, &e[i]), "integer constant '%.*s' is too large", (int)e[i].len, e[i].text);
            return 0;
        }
    }
    int64_t v = 0;
    if (!pp_eval(pp->g, e, count, loc, pp_es_profile(pp), &v))
        return 0;
    return v != 0;
}

static int ifdef_value(Pp *pp, const Token *t, const char *directive)
{
    if (t[0].kind != TK_IDENT) {
        glsl_error(pp->g, tok_loc(pp->g, &t[0]), "%s needs a macro name", directive);
        return 0;
    }
    extra_tokens(pp, &t[1], directive);
    return pp_lookup(pp, &t[0]) != NULL;
}

/* #elif, #else, #endif. */
static void do_else(Pp *pp, const Token *hash, const char *name, Token *t, size_t n)
{
    if (pp->conds.len == 0 || pp->conds.len <= pp->inputs.data[pp->inputs.len - 1].file->cond_base) {
        glsl_error(pp->g, tok_loc(pp->g, hash), "%s without #if", name);
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
        glsl_error(pp->g, tok_loc(pp->g, hash), "%s after #else", name);
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
    int v = eval_if(pp, t, n, tok_loc(pp->g, hash));
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

/* "#version N", and the profile's word as written, for the -E text. Made
 * by hand: arena_printf's formatting was a tenth of the preprocessing of a
 * short shader, and every shader has the line. */
static const char *version_line(Pp *pp, int version, const Token *profile)
{
    char digits[12];
    size_t n = 0;
    do
        digits[n++] = (char)('0' + version % 10);
    while ((version /= 10) > 0);
    size_t profile_len = profile ? profile->len + 1 : 0;
    char *s = arena_alloc(pp->a, 9 + n + profile_len + 1);
    memcpy(s, "#version ", 9);
    for (size_t i = 0; i < n; i++)
        s[9 + i] = digits[n - 1 - i];
    if (profile) {
        s[9 + n] = ' ';
        memcpy(s + 10 + n, profile->text, profile->len);
    }
    s[9 + n + profile_len] = '\0';
    return s;
}

static void do_version(Pp *pp, const Token *hash, const Token *t)
{
    PpOutput *out = pp->out;
    pp->bad_version = 1; /* until it is known good */
    if (pp->seen_code || out->version_given) {
        glsl_error(pp->g, tok_loc(pp->g, hash), "'#version' must be the first directive");
        return;
    }
    if (t[0].kind != TK_INTCONST) {
        glsl_error(pp->g, t[0].kind == TK_EOF ? tok_loc(pp->g, hash) : tok_loc(pp->g, &t[0]), "#version needs a version number");
        return;
    }
    uint64_t number = lex_number_value(pp->g, &t[0]).u;
    int version = number > 10000 ? 10000 : (int)number;
    Profile profile = PROFILE_NONE;
    size_t i = 1, errors = pp->g->ctx->error_count;
    if (t[1].kind == TK_IDENT) {
        if (pp_tok_is(&t[1], "core"))
            profile = PROFILE_CORE;
        else if (pp_tok_is(&t[1], "compatibility"))
            profile = PROFILE_COMPATIBILITY;
        else if (pp_tok_is(&t[1], "es"))
            profile = PROFILE_ES;
        else
            glsl_error(pp->g, tok_loc(pp->g, &t[1]), "unknown profile '%.*s' in #version (core, compatibility or es)",
                       (int)t[1].len, t[1].text);
        i = 2;
    }
    extra_tokens(pp, &t[i], "#version");
    out->version_given = 1;
    out->version_loc = tok_loc(pp->g, hash);
    pp_add_line(pp, PPL_VERSION, tok_loc(pp->g, hash), 0, version_line(pp, version, i == 2 ? &t[1] : NULL));
    int es_version = version == 100 || version == 300 || version == 310 || version == 320;
    if (!known_version(version)) {
        glsl_error(pp->g, tok_loc(pp->g, &t[0]), "version %d is not a GLSL version (110 to 460, or 100, 300, 310, 320 es)", version);
        version = profile == PROFILE_ES ? 310 : 450;
        es_version = profile == PROFILE_ES;
    } else if (profile == PROFILE_ES && !es_version) {
        glsl_error(pp->g, tok_loc(pp->g, &t[1]), "the 'es' profile needs version 100, 300, 310 or 320, not %d", version);
        profile = PROFILE_CORE;
    } else if (es_version && version != 100 && profile != PROFILE_ES) {
        glsl_error(pp->g, tok_loc(pp->g, &t[0]), "version %d needs the 'es' profile", version);
        profile = PROFILE_ES;
    } else if (version == 100 && profile != PROFILE_NONE && profile != PROFILE_ES) {
        glsl_error(pp->g, tok_loc(pp->g, &t[1]), "version 100 takes no profile");
    } else if (!es_version && version < 150 && profile != PROFILE_NONE) {
        glsl_error(pp->g, tok_loc(pp->g, &t[1]), "versions before 150 take no profile");
        profile = PROFILE_NONE;
    }
    if (es_version && version >= 300 && tok_loc(pp->g, hash).file == 0 && tok_loc(pp->g, hash).line != 1)
        /* GLSL ES 3.00 3.4: "only permitted in the first line of a shader"
         * (ES 1.00 and the desktop versions let comments come first) */
        glsl_error(pp->g, tok_loc(pp->g, hash), "#version %d es must be on the first line of the shader, before any comment "
                   "or blank line", version);
    pp->bad_version = pp->g->ctx->error_count != errors;
    if (es_version)
        profile = PROFILE_ES;
    else if (profile == PROFILE_NONE && version >= 150)
        profile = PROFILE_CORE;
    out->version = version;
    out->profile = profile;
}

/* The extensions whose features exist only in SPIR-V (glslang asks
 * SPIR-V 1.4 of them): without a SPIR-V target they are refused. */
static int needs_spirv_target(const Token *name)
{
    static const char *const only_spirv[] = {"GL_EXT_ray_tracing", "GL_EXT_mesh_shader",
                                             "GL_NV_ray_tracing_motion_blur"};
    for (size_t i = 0; i < COUNT_OF(only_spirv); i++)
        if (pp_tok_is(name, only_spirv[i]))
            return 1;
    return 0;
}

/* SPIR-V for OpenGL (-G) is SPIR-V 1.0 unless --target-spv says more
 * (GL_ARB_gl_spirv A.spv.1 asks drivers for 1.0 only). These extensions need
 * SPIR-V 1.4: GL_EXT_ray_tracing and GL_NV_ray_tracing_motion_blur by
 * glslang's rule (the ray tracing pipelines take SPIR-V 1.4; OpenGL has
 * none), GL_NV_shader_invocation_reorder because SPV_NV_shader_invocation_reorder
 * is written against SPIR-V 1.4 (spirv-val refuses it below). The Vulkan
 * client keeps compiling them at any version, as it always has. */
static int needs_spirv_1_4_for_opengl(const Pp *pp, const Token *name)
{
    static const char *const extensions[] = {"GL_EXT_ray_tracing", "GL_NV_ray_tracing_motion_blur",
                                             "GL_NV_shader_invocation_reorder"};
    const GlslOptions *o = pp->g->opts;
    if (o->vulkan_version || o->without_spirv || !o->spirv_version || o->spirv_version >= SPIRV_1_4)
        return 0;
    for (size_t i = 0; i < COUNT_OF(extensions); i++)
        if (pp_tok_is(name, extensions[i]))
            return 1;
    return 0;
}

static void do_extension(Pp *pp, const Token *hash, const Token *t)
{
    if (t[0].kind != TK_IDENT) {
        glsl_error(pp->g, t[0].kind == TK_EOF ? tok_loc(pp->g, hash) : tok_loc(pp->g, &t[0]), "#extension needs an extension name");
        return;
    }
    if (t[1].kind != TK_COLON) {
        glsl_error(pp->g, t[1].kind == TK_EOF ? tok_loc(pp->g, &t[0]) : tok_loc(pp->g, &t[1]), "expected ':' after '#extension %.*s'",
                   (int)t[0].len, t[0].text);
        return;
    }
    static const char *const names[] = {"disable", "warn", "enable", "require"};
    int behavior = -1;
    for (int i = 0; i < 4 && t[2].kind == TK_IDENT; i++)
        if (pp_tok_is(&t[2], names[i]))
            behavior = i;
    if (behavior < 0) {
        glsl_error(pp->g, t[2].kind == TK_EOF ? tok_loc(pp->g, &t[1]) : tok_loc(pp->g, &t[2]),
                   "expected 'require', 'enable', 'warn' or 'disable' after '#extension %.*s :'", (int)t[0].len,
                   t[0].text);
        return;
    }
    extra_tokens(pp, &t[3], "#extension");
    const Token *name = &t[0];
    if (pp_es_profile(pp) && pp->count > 0)
        /* GLSL ES 3.20 §3.4: an extension's scope is the whole shader unless
         * its specification says otherwise, so "the extension directives
         * must occur before any non-preprocessor tokens" (desktop GLSL says
         * so too, but glslang and real shaders put them anywhere). */
        glsl_error(pp->g, tok_loc(pp->g, hash), "#extension %.*s comes after the shader's first declarations: in GLSL ES "
                   "#extension directives come before any other token", (int)name->len, name->text);
    if (pp_tok_is(name, "all")) {
        if (behavior == EXT_ENABLE || behavior == EXT_REQUIRE) {
            glsl_error(pp->g, tok_loc(pp->g, &t[2]), "'#extension all' can only be 'warn' or 'disable', not '%s'", names[behavior]);
            return;
        }
        if (behavior == EXT_DISABLE)
            pp->include_ext = pp->cpp_line_ext = pp->spirv_ext = 0;
    } else if (!ext_find(name->text, name->len)) {
        /* GLSL 4.60 3.3: require fails, the others warn. */
        if (behavior == EXT_REQUIRE)
            glsl_error(pp->g, tok_loc(pp->g, name), "extension '%.*s' is not supported", (int)name->len, name->text);
        else
            glsl_warning(pp->g, tok_loc(pp->g, name), "extension '%.*s' is not supported", (int)name->len, name->text);
    } else if (behavior != EXT_DISABLE && pp->g->opts->without_spirv && needs_spirv_target(name)) {
        glsl_error(pp->g, tok_loc(pp->g, name), "extension '%.*s' needs a SPIR-V target (-V): OpenGL's GLSL does not have it",
                   (int)name->len, name->text);
    } else if (behavior != EXT_DISABLE && needs_spirv_1_4_for_opengl(pp, name)) {
        glsl_error(pp->g, tok_loc(pp->g, name), "extension '%.*s' needs SPIR-V 1.4, but SPIR-V for OpenGL is 1.%u here "
                   "(GL_ARB_gl_spirv asks drivers for SPIR-V 1.0 only)", (int)name->len, name->text,
                   (pp->g->opts->spirv_version >> 8) & 0xff);
    } else if (pp_tok_is(name, "GL_GOOGLE_include_directive")) {
        /* The include extension brings the cpp-style #line with it. */
        pp->include_ext = pp->cpp_line_ext = behavior != EXT_DISABLE;
    } else if (pp_tok_is(name, "GL_GOOGLE_cpp_style_line_directive")) {
        pp->cpp_line_ext = behavior != EXT_DISABLE;
    } else if (pp_tok_is(name, "GL_EXT_spirv_intrinsics")) {
        pp->spirv_ext = behavior != EXT_DISABLE;
    }
    ExtDirective d = {arena_strndup(pp->a, name->text, name->len), (ExtBehavior)behavior, pp->count, tok_loc(pp->g, hash),
                      0, 0, 0};
    ext_directive_info(&d);
    vec_push(pp->a, &pp->out->extensions, d);
    pp_add_line(pp, PPL_DIRECTIVE, tok_loc(pp->g, hash), 0,
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
    Pragma p = {t, n, pp->count, tok_loc(pp->g, hash)};
    vec_push(pp->a, &pp->out->pragmas, p);
    pp_add_line(pp, PPL_DIRECTIVE, tok_loc(pp->g, hash), 0, n ? arena_printf(pp->a, "#pragma %s", pp_join_tokens(pp, t, n)) : "#pragma");
    if (n >= 1 && pp_tok_is(&t[0], "shader_stage")) {
        Stage stage;
        if (n != 4 || t[1].kind != TK_LPAREN || t[3].kind != TK_RPAREN || !pragma_stage(&t[2], &stage)) {
            glsl_error(pp->g, tok_loc(pp->g, &t[0]), "#pragma shader_stage needs a stage: shader_stage(vertex), (fragment), ...");
        } else if (pp->out->shader_stage_pragma && pp->out->pragma_stage != stage) {
            glsl_error(pp->g, tok_loc(pp->g, &t[0]), "#pragma shader_stage(%.*s) contradicts an earlier #pragma shader_stage",
                       (int)t[2].len, t[2].text);
        } else {
            pp->out->shader_stage_pragma = 1;
            pp->out->pragma_stage = stage;
        }
    } else if (n == 1 && pp_tok_is(&t[0], "once")) {
        vec_push(pp->a, &pp->once, in->file->path);
    }
}

static void do_line(Pp *pp, const Token *hash, const Token *raw, size_t raw_n, Input *in)
{
    FileState *f = in->file; /* before expand_line moves the input stack */
    size_t n;
    Token *t = expand_line(pp, raw, raw_n, &n, tok_loc(pp->g, hash));
    for (size_t i = 0; i < n; i++)
        if (TOK_NUM_ERROR(&t[i]) == NUM_TOO_BIG) {
            glsl_error(pp->g, tok_loc(pp->g, &t[i]), "integer constant '%.*s' is too large", (int)t[i].len, t[i].text);
            return;
        }
    /* GLSL 4.60 §3.3: the line and the source string number are constant
     * integer expressions once macros are expanded (`#line (233 + 10) (+10)`);
     * a name left over is no constant (unlike #if's 0). */
    int64_t line_value = 0, number = 0;
    size_t used = 0, more = 0;
    if (n == 0 || t[0].kind == TK_STRING) {
        glsl_error(pp->g, n ? tok_loc(pp->g, &t[0]) : tok_loc(pp->g, hash), "#line needs a line number");
        return;
    }
    if (!pp_eval_prefix(pp->g, t, n, tok_loc(pp->g, hash), 1, "#line", &line_value, &used))
        return;
    if (line_value < 0) {
        glsl_error(pp->g, tok_loc(pp->g, &t[0]), "#line needs a line number from 0 to 2147483647, not %lld", (long long)line_value);
        return;
    }
    const char *source = NULL;
    if (used < n && t[used].kind == TK_STRING) {
        const Token *name = &t[used];
        if (!pp->cpp_line_ext && !pp->g->opts->includes_always)
            glsl_error(pp->g, tok_loc(pp->g, name), "#line with a file name needs GL_GOOGLE_cpp_style_line_directive");
        /* The name becomes a C string: a NUL inside it would cut it short. */
        if (memchr(name->text, 0, name->len)) {
            glsl_error(pp->g, tok_loc(pp->g, name), "#line file name contains a NUL character");
            return;
        }
        source = arena_strndup(pp->a, name->text, name->len);
        f->numbered = 0;
        extra_tokens(pp, used + 1 < n ? &t[used + 1] : &pp_eof_token, "#line");
    } else if (used < n) {
        const Token *second = &t[used];
        if (!pp_eval_prefix(pp->g, second, n - used, tok_loc(pp->g, second), 1, "#line", &number, &more))
            return;
        if (number < 0) {
            glsl_error(pp->g, tok_loc(pp->g, second), "#line needs a source string number from 0 to 2147483647, not %lld",
                       (long long)number);
            return;
        }
        f->source_number = (int)number;
        f->numbered = 1;
        source = arena_printf(pp->a, "%d", f->source_number);
        extra_tokens(pp, used + more < n ? &t[used + more] : &pp_eof_token, "#line");
    }
    uint32_t value = (uint32_t)line_value;
    /* The physical line after the directive, and what it becomes. */
    const Token *last = &raw[raw_n - 1];
    uint32_t next_physical = tok_loc(pp->g, last).line - f->line_delta + 1;
    uint32_t next_line = pp_line_names_next(pp) ? value : value + 1;
    const char *name = pp->g->files.data[f->file];
    if (source && source[0] == '"' && strlen(source) >= 2)
        name = arena_strndup(pp->a, source + 1, strlen(source) - 2);
    pp_add_line(pp, PPL_LINE, tok_loc(pp->g, hash), next_line,
             source ? arena_printf(pp->a, "#line %u %s", value, source) : arena_printf(pp->a, "#line %u", value));
    f->file = pp_add_file(pp, name, NULL);
    f->line_delta = next_line - next_physical;
    glsl_mark_segment(pp->g, f->file, next_line);
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
int pp_source_too_large(Pp *pp, size_t len, SrcLoc loc, const char *name)
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


static void do_include(Pp *pp, const Token *hash, const Token *t, size_t n, Input *in)
{
    const GlslOptions *o = pp->g->opts;
    if (!pp->include_ext && !o->includes_always) {
        glsl_error(pp->g, tok_loc(pp->g, hash), "#include needs '#extension GL_GOOGLE_include_directive : enable'");
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
            glsl_error(pp->g, tok_loc(pp->g, &t[0]), "#include <...> is missing the closing '>'");
            return;
        }
        req = (char *)pp_join_tokens(pp, &t[1], k - 1);
        is_system = 1;
        used = k + 1;
    } else {
        glsl_error(pp->g, n ? tok_loc(pp->g, &t[0]) : tok_loc(pp->g, hash), "#include needs a file name: \"file\" or <file>");
        return;
    }
    extra_tokens(pp, used < n ? &t[used] : &pp_eof_token, "#include");
    if (req[0] == '\0') {
        glsl_error(pp->g, tok_loc(pp->g, &t[0]), "#include with an empty file name");
        return;
    }
    uint32_t max_depth = glsl_limit(pp->g, GLSPV_LIMIT_INCLUDE_DEPTH);
    if ((uint32_t)pp->include_depth >= max_depth) {
        /* A stop, not only an error: a file that includes itself twice
         * would otherwise reach the limit 2^depth times. */
        glsl_error(pp->g, tok_loc(pp->g, hash), "#include nested too deeply (limit include-depth: %u)", (unsigned)max_depth);
        ctx_fatal(pp->g->ctx, GLSPV_ERROR_COMPILE);
    }
    FileState *f = in->file;
    /* The includer's next physical line, where it continues. */
    uint32_t last_line = tok_loc(pp->g, n ? &t[n - 1] : hash).line;
    uint32_t return_line = last_line - f->line_delta + 1;
    const char *name = NULL, *text = NULL;
    size_t len = 0;
    if (o->include_fn) {
        const char *content = NULL;
        size_t clen = 0;
        const char *resolved = NULL;
        if (o->include_fn(o->include_user, req, is_system, f->path, (size_t)pp->include_depth + 1, &content, &clen,
                          &resolved) != 0) {
            glsl_error(pp->g, tok_loc(pp->g, hash), "cannot include '%s': %s", req, content ? content : "not found");
            pp->g->stop_after_pp = 1;
            return;
        }
        name = resolved && resolved[0] ? arena_strndup(pp->a, resolved, strlen(resolved)) : req;
        if (content && pp_source_too_large(pp, clen, tok_loc(pp->g, hash), name))
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
            glsl_error(pp->g, tok_loc(pp->g, hash), "cannot find include file '%s'", req);
            pp->g->stop_after_pp = 1;
            return;
        }
        if (pp_source_too_large(pp, len, tok_loc(pp->g, hash), name))
            return;
    }
    for (size_t k = 0; k < pp->once.len; k++)
        if (strcmp(pp->once.data[k], name) == 0)
            return;
    pp_push_file(pp, name, name, text, len, return_line, tok_loc(pp->g, hash));
}

/* The directives, by name. */
typedef enum DirectiveKind {
    DIR_UNKNOWN, DIR_DEFINE, DIR_UNDEF, DIR_IF, DIR_IFDEF, DIR_IFNDEF, DIR_ELIF, DIR_ELSE, DIR_ENDIF,
    DIR_ERROR, DIR_PRAGMA, DIR_EXTENSION, DIR_VERSION, DIR_LINE, DIR_INCLUDE,
} DirectiveKind;

/* The directive a word names; DIR_UNKNOWN for none (and for no word). One
 * walk with the lengths compared first, where a pp_tok_is per name took
 * a strlen and a memcmp call each, nineteen for #version. */
static DirectiveKind directive_kind(const Token *name)
{
    static const struct {
        const char *text;
        uint8_t len;
        uint8_t kind;
    } names[] = {
        {"version", 7, DIR_VERSION}, {"extension", 9, DIR_EXTENSION}, {"define", 6, DIR_DEFINE},
        {"if", 2, DIR_IF},           {"ifdef", 5, DIR_IFDEF},         {"ifndef", 6, DIR_IFNDEF},
        {"elif", 4, DIR_ELIF},       {"else", 4, DIR_ELSE},           {"endif", 5, DIR_ENDIF},
        {"undef", 5, DIR_UNDEF},     {"error", 5, DIR_ERROR},         {"pragma", 6, DIR_PRAGMA},
        {"line", 4, DIR_LINE},       {"include", 7, DIR_INCLUDE},
    };
    if (name->kind != TK_IDENT)
        return DIR_UNKNOWN;
    for (size_t i = 0; i < COUNT_OF(names); i++)
        if (names[i].len == name->len && memcmp(names[i].text, name->text, name->len) == 0)
            return (DirectiveKind)names[i].kind;
    return DIR_UNKNOWN;
}

/* A directive: `in` is at its '#'. */
void pp_directive(Pp *pp, Input *in)
{
    Token hash;
    pp_file_token(pp->g, in->file, &in->toks[in->pos], &hash);
    in->pos++;
    size_t n;
    Token *t = line_tokens(pp, in, &n);
    if (n == 0)
        return; /* the null directive */
    Token *args = t + 1;
    size_t nargs = n - 1;
    const Token *name = &t[0];
    DirectiveKind kind = directive_kind(name);
    int cond = kind >= DIR_IF && kind <= DIR_ENDIF;
    if (!pp->active && !cond)
        return;
    if (kind != DIR_VERSION)
        pp_begin_code(pp);
    switch (kind) {
    case DIR_DEFINE:
        do_define(pp, args, nargs);
        break;
    case DIR_UNDEF:
        do_undef(pp, args);
        break;
    case DIR_IF:
        push_cond(pp, &hash, "#if", pp->active ? eval_if(pp, args, nargs, tok_loc(pp->g, &hash)) : 0);
        break;
    case DIR_IFDEF:
        push_cond(pp, &hash, "#ifdef", pp->active ? ifdef_value(pp, args, "#ifdef") : 0);
        break;
    case DIR_IFNDEF:
        push_cond(pp, &hash, "#ifndef", pp->active ? !ifdef_value(pp, args, "#ifndef") : 0);
        break;
    case DIR_ELIF:
        do_else(pp, &hash, "#elif", args, nargs);
        break;
    case DIR_ELSE:
        do_else(pp, &hash, "#else", args, nargs);
        break;
    case DIR_ENDIF:
        do_else(pp, &hash, "#endif", args, nargs);
        break;
    case DIR_ERROR:
        glsl_error(pp->g, tok_loc(pp->g, &hash), "#error %s", pp_join_tokens(pp, args, nargs));
        break;
    case DIR_PRAGMA:
        do_pragma(pp, &hash, args, nargs, in);
        break;
    case DIR_EXTENSION:
        do_extension(pp, &hash, args);
        break;
    case DIR_VERSION:
        do_version(pp, &hash, args);
        break;
    case DIR_LINE:
        do_line(pp, &hash, args, nargs, in);
        break;
    case DIR_INCLUDE:
        do_include(pp, &hash, args, nargs, in);
        break;
    case DIR_UNKNOWN:
        if (name->kind != TK_IDENT)
            glsl_error(pp->g, tok_loc(pp->g, name), "invalid directive '#%.*s'", (int)name->len, name->text);
        else
            glsl_error(pp->g, tok_loc(pp->g, name), "unknown directive '#%.*s'", (int)name->len, name->text);
        break;
    }
}

