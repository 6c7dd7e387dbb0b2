/* Diagnostics at GLSL source positions, and token kind names for messages.
 *
 * A diagnostic names the file from the compilation's file table and, where
 * the text of that file is known (no #line renumbering in between), keeps
 * the source line so that `-fshow-column` can print it with a caret. */
#include <string.h>

#include "glsl/glsl.h"

static const char *const kind_names[] = {
#define TOK(kind, spelling) spelling,
#define KW(kind, spelling) spelling,
#include "glsl/tokens.h"
#undef TOK
#undef KW
};

const char *tok_kind_name(TokKind kind)
{
    return (unsigned)kind < COUNT_OF(kind_names) ? kind_names[kind] : "token";
}

/* Line `line` (1-based) of `text`, without its newline, in the arena. */
static const char *find_line(Arena *a, const char *text, uint32_t line)
{
    const char *p = text;
    for (uint32_t n = 1; n < line; n++) {
        const char *nl = strpbrk(p, "\r\n");
        if (!nl)
            return NULL;
        p = nl + (nl[0] == '\r' && nl[1] == '\n' ? 2 : 1);
    }
    size_t len = strcspn(p, "\r\n");
    return arena_strndup(a, p, len);
}

static Diag *vdiag(Glsl *g, glspv_severity severity, SrcLoc loc, const char *fmt, va_list ap)
{
    Ctx *ctx = g->ctx;
    uint32_t limit = g->opts && g->opts->error_limit ? g->opts->error_limit : 20;
    if (severity == GLSPV_SEVERITY_ERROR && ctx->error_count >= limit) {
        /* One message too many: say so once and stop the compilation. */
        Diag *d = ctx_diag(ctx, GLSPV_SEVERITY_ERROR, "too many errors, stopping");
        d->file = loc.file < g->files.len ? g->files.data[loc.file] : NULL;
        ctx_fatal(ctx, GLSPV_ERROR_COMPILE);
    }
    Diag *d = ctx_vdiag(ctx, severity, fmt, ap);
    d->file = loc.file < g->files.len ? g->files.data[loc.file] : NULL;
    d->line = loc.line;
    d->column = loc.col;
    if (ctx->show_column && loc.line && loc.file < g->file_sources.len && g->file_sources.data[loc.file])
        d->source_line = find_line(&ctx->arena, g->file_sources.data[loc.file], loc.line);
    return d;
}

Diag *glsl_error(Glsl *g, SrcLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = vdiag(g, GLSPV_SEVERITY_ERROR, loc, fmt, ap);
    va_end(ap);
    return d;
}

Diag *glsl_warning(Glsl *g, SrcLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = vdiag(g, GLSPV_SEVERITY_WARNING, loc, fmt, ap);
    va_end(ap);
    return d;
}
