/* Diagnostics at GLSL source positions.
 *
 * A diagnostic names the file from the compilation's file table and, where
 * the text of that file is known (no #line renumbering in between), keeps
 * the source line so that `-fshow-column` can print it with a caret. */
#include <string.h>

#include "glsl/glsl.h"

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

static uint32_t error_limit(const Glsl *g)
{
    return g->opts && g->opts->error_limit ? g->opts->error_limit : 20;
}

/* Past this many left-out errors the compilation stops: a cascade that long
 * only costs time. */
#define DROPPED_ERRORS_MAX 100000

static Diag *vdiag(Glsl *g, glspv_severity severity, SrcLoc loc, const char *fmt, va_list ap)
{
    Ctx *ctx = g->ctx;
    if (severity == GLSPV_SEVERITY_ERROR)
        g->dropping = ctx->error_count - g->errors_before_phase >= error_limit(g);
    if (g->dropping && severity != GLSPV_SEVERITY_WARNING) {
        /* Past the phase's limit: counted, not kept (glsl_finish_diags). */
        if (severity == GLSPV_SEVERITY_ERROR) {
            ctx->error_count++;
            if (++g->errors_dropped >= DROPPED_ERRORS_MAX) {
                glsl_finish_diags(g);
                ctx_fatal(ctx, GLSPV_ERROR_COMPILE);
            }
        }
        g->dropped = (Diag){0};
        return &g->dropped;
    }
    Diag *d = ctx_vdiag(ctx, severity, fmt, ap);
    d->file = loc.file < g->files.len ? g->files.data[loc.file] : NULL;
    d->line = loc.line;
    d->column = loc.col;
    d->order = glsl_stream_order(g, loc);
    if (ctx->show_column && loc.line && loc.file < g->file_sources.len && g->file_sources.data[loc.file])
        d->source_line = find_line(&ctx->arena, g->file_sources.data[loc.file], loc.line);
    return d;
}

void glsl_finish_diags(Glsl *g)
{
    Ctx *ctx = g->ctx;
    ctx_sort_diags(ctx);
    if (!g->errors_dropped)
        return;
    /* Keep the diagnostics up to the limit-th error and its notes. */
    size_t errors = 0, keep = 0, limit = error_limit(g);
    for (; keep < ctx->diags.len; keep++) {
        const Diag *d = &ctx->diags.data[keep];
        if (d->severity == GLSPV_SEVERITY_ERROR && errors++ == limit)
            break;
        if (errors == limit && d->severity == GLSPV_SEVERITY_WARNING)
            break;
    }
    ctx->diags.len = keep;
    g->errors_dropped = 0; /* said once */
    Diag *d = ctx_diag(ctx, GLSPV_SEVERITY_ERROR, "too many errors, stopping");
    d->file = g->files.len ? g->files.data[0] : NULL;
}

void glsl_mark_segment(Glsl *g, uint32_t file, uint32_t first_line)
{
    Arena *a = &g->ctx->arena;
    while (g->file_segment.len <= file)
        vec_push(a, &g->file_segment, 0u);
    StreamSegment s = {file, first_line, g->file_segment.data[file]};
    vec_push(a, &g->segments, s);
    g->file_segment.data[file] = (uint32_t)g->segments.len;
}

/* The segment (the latest of its file entry that starts at or before its
 * line: an entry's lines only grow, #line makes a new entry), then the line. */
uint64_t glsl_stream_order(const Glsl *g, SrcLoc loc)
{
    if (loc.file >= g->file_segment.len)
        return 0;
    for (uint32_t i = g->file_segment.data[loc.file]; i; i = g->segments.data[i - 1].prev)
        if (g->segments.data[i - 1].first_line <= loc.line)
            return ((uint64_t)i << 32) | loc.line;
    return 0;
}

Diag *glsl_error(Glsl *g, SrcLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = vdiag(g, GLSPV_SEVERITY_ERROR, loc, fmt, ap);
    va_end(ap);
    return d;
}

Diag *glsl_link_error(Glsl *g, SrcLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = vdiag(g, GLSPV_SEVERITY_ERROR, loc, fmt, ap);
    va_end(ap);
    d->flags |= GLSPV_DIAGNOSTIC_LINK;
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

Diag *glsl_note(Glsl *g, SrcLoc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = vdiag(g, GLSPV_SEVERITY_NOTE, loc, fmt, ap);
    va_end(ap);
    if (d == &g->dropped)
        return d;
    size_t n = g->ctx->diags.len;
    d->order = n >= 2 ? g->ctx->diags.data[n - 2].order : 0; /* sorted with the one it explains */
    return d;
}

/* Levenshtein distance up to `limit` (more comes back as limit + 1); `fold`:
 * letters compare without their case. For "did you mean" hints. */
size_t glsl_edit_distance(const char *a, const char *b, size_t limit, int fold)
{
    size_t la = strlen(a), lb = strlen(b);
    if (la > 40 || lb > 40 || (la > lb ? la - lb : lb - la) > limit)
        return limit + 1;
    size_t row[41];
    for (size_t j = 0; j <= lb; j++)
        row[j] = j;
    for (size_t i = 1; i <= la; i++) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t above = row[j];
            int same = fold ? (a[i - 1] | 0x20) == (b[j - 1] | 0x20) : a[i - 1] == b[j - 1];
            size_t best = diagonal + !same;
            if (above + 1 < best)
                best = above + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diagonal = above;
        }
    }
    return row[lb] < limit + 1 ? row[lb] : limit + 1;
}
