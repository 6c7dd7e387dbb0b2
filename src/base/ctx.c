/* The per-call context: its arena, its diagnostics, and turning them into
 * the caller-owned glspv_result at the end of a public call. */
#include <stdlib.h>
#include <string.h>

#include "base/base.h"

struct glspv_result {
    glspv_allocator allocator; /* a copy: the caller's may be gone when the result is destroyed */
    int has_allocator;
    size_t size;              /* of this whole block */
    glspv_status status;
    const uint32_t *words;
    size_t word_count;
    const char *text;
    size_t text_len;
    const char *log;
    glspv_diagnostic *diags;
    size_t diag_count;
    const char **deps;
    size_t dep_count;
    void *words_chunk;        /* the words' own block, taken from the arena (result_finish_words), or NULL */
    size_t words_chunk_size;
    const void *extra;        /* result_create_extra's data, in this block, or NULL */
    _Alignas(16) char payload[];
};

void *sys_alloc(const glspv_allocator *al, size_t size)
{
    if (al && al->alloc_fn)
        return al->alloc_fn(al->user, size);
    return malloc(size);
}

void *sys_realloc(const glspv_allocator *al, void *ptr, size_t old_size, size_t new_size)
{
    if (al && al->alloc_fn)
        return al->realloc_fn ? al->realloc_fn(al->user, ptr, old_size, new_size) : NULL;
    return realloc(ptr, new_size);
}

void sys_free(const glspv_allocator *al, void *ptr, size_t size)
{
    if (!ptr)
        return;
    if (al && al->free_fn)
        al->free_fn(al->user, ptr, size);
    else
        free(ptr);
}

void ctx_init(Ctx *ctx, const glspv_allocator *allocator)
{
    memset(ctx, 0, sizeof *ctx);
    ctx->allocator = allocator;
    ctx->arena.ctx = ctx;
    ctx->bodies.ctx = ctx;
}

void ctx_free(Ctx *ctx)
{
    if (ctx->bodies.chunks) /* a long source's, not returned whole (ast.h) */
        arena_release(&ctx->bodies);
    arena_release(&ctx->arena);
    if (ctx->spare_chunks)
        arena_release_spare(ctx);
}

void ctx_fatal(Ctx *ctx, glspv_status status)
{
    ctx->fail_status = status;
    longjmp(ctx->fail, 1);
}

Diag *ctx_vdiag(Ctx *ctx, glspv_severity severity, const char *fmt, va_list ap)
{
    Diag d = {0};
    Str msg = {0};
    d.severity = severity;
    str_vprintf(&ctx->arena, &msg, fmt, ap);
    d.message = msg.data ? msg.data : "";
    vec_push(&ctx->arena, &ctx->diags, d);
    if (severity == GLSPV_SEVERITY_ERROR)
        ctx->error_count++;
    return &ctx->diags.data[ctx->diags.len - 1];
}

Diag *ctx_diag(Ctx *ctx, glspv_severity severity, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = ctx_vdiag(ctx, severity, fmt, ap);
    va_end(ap);
    return d;
}

/* Diagnostics without a place (order 0) go after all those with one. */
static int diag_before(const Diag *a, const Diag *b)
{
    uint64_t x = a->order ? a->order : UINT64_MAX, y = b->order ? b->order : UINT64_MAX;
    return x < y;
}

void ctx_sort_diags(Ctx *ctx)
{
    size_t n = ctx->diags.len, i = 1;
    Diag *d = ctx->diags.data;
    while (i < n && !diag_before(&d[i], &d[i - 1]))
        i++;
    if (i >= n)
        return; /* in order already: phases mostly report in source order */
    /* A bottom-up merge sort, stable, through one buffer. */
    Diag *tmp = arena_alloc_uninit(&ctx->arena, n * sizeof *tmp);
    for (size_t width = 1; width < n; width *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * width) {
            size_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            size_t a = lo, b = mid, k = lo;
            while (a < mid && b < hi)
                tmp[k++] = diag_before(&d[b], &d[a]) ? d[b++] : d[a++];
            while (a < mid)
                tmp[k++] = d[a++];
            while (b < hi)
                tmp[k++] = d[b++];
        }
        Diag *swap = d;
        d = tmp;
        tmp = swap;
    }
    if (d != ctx->diags.data)
        memcpy(ctx->diags.data, d, n * sizeof *d);
}

static const char *severity_name(glspv_severity s)
{
    switch (s) {
    case GLSPV_SEVERITY_ERROR: return "error";
    case GLSPV_SEVERITY_WARNING: return "warning";
    default: return "note";
    }
}

static void format_diag(Ctx *ctx, Str *log, const Diag *d)
{
    Arena *a = &ctx->arena;
    const char *sev = severity_name(d->severity);
    switch (ctx->log_style) {
    case LOG_SPIRV_AS:
        str_printf(a, log, "%s: %u: %u: %s\n", sev, d->line, d->column, d->message);
        break;
    case LOG_GLSLC:
        if (d->file)
            str_printf(a, log, "%s:", d->file);
        if (d->line)
            str_printf(a, log, "%u:", d->line);
        if (d->line && d->column && ctx->show_column)
            str_printf(a, log, "%u:", d->column);
        str_printf(a, log, "%s%s: %s\n", (d->file || d->line) ? " " : "", sev, d->message);
        if (ctx->show_column && d->source_line && d->column) {
            /* The line, then a caret under the column (tabs kept so it lines up). */
            str_printf(a, log, "%s\n", d->source_line);
            for (uint32_t i = 1; i < d->column && d->source_line[i - 1]; i++)
                str_putc(a, log, d->source_line[i - 1] == '\t' ? '\t' : ' ');
            str_puts(a, log, "^\n");
        }
        break;
    default:
        str_printf(a, log, "%s: %s\n", sev, d->message);
        break;
    }
}

/* Bump allocation inside the result block being filled. */
typedef struct Packer {
    char *base;
    size_t used;
} Packer;

static void *pack(Packer *p, const void *src, size_t size)
{
    void *dst = p->base + p->used;
    if (size)
        memcpy(dst, src, size);
    p->used += (size + 15) & ~(size_t)15;
    return dst;
}

static size_t padded(size_t n)
{
    return (n + 15) & ~(size_t)15;
}

glspv_result *result_create(Ctx *ctx, glspv_status status, const uint32_t *words, size_t word_count,
                            const char *text, size_t text_len)
{
    return result_create_extra(ctx, status, words, word_count, text, text_len, 0, NULL);
}

glspv_result *result_create_extra(Ctx *ctx, glspv_status status, const uint32_t *words, size_t word_count,
                                  const char *text, size_t text_len, size_t extra_size, void **extra)
{
    Str log = {0};
    for (size_t i = 0; i < ctx->diags.len; i++)
        format_diag(ctx, &log, &ctx->diags.data[i]);

    size_t size = sizeof(glspv_result) + padded(word_count * 4) + padded(text ? text_len + 1 : 0) +
                  padded(log.len + 1) + padded(ctx->diags.len * sizeof(glspv_diagnostic));
    for (size_t i = 0; i < ctx->diags.len; i++) {
        const Diag *d = &ctx->diags.data[i];
        size += padded(strlen(d->message) + 1) + (d->file ? padded(strlen(d->file) + 1) : 0);
    }
    size += padded(ctx->dependencies.len * sizeof(char *)) + padded(extra_size);
    for (size_t i = 0; i < ctx->dependencies.len; i++)
        size += padded(strlen(ctx->dependencies.data[i]) + 1);
    glspv_result *r = sys_alloc(ctx->allocator, size);
    if (!r)
        return NULL;
    memset(r, 0, sizeof *r);
    if (ctx->allocator) {
        r->allocator = *ctx->allocator;
        r->has_allocator = 1;
    }
    r->size = size;
    r->status = status;
    Packer p = {r->payload, 0};
    if (words) {
        r->words = pack(&p, words, word_count * 4);
        r->word_count = word_count;
    }
    if (text) {
        char *t = pack(&p, text, text_len + 1);
        t[text_len] = '\0';
        r->text = t;
        r->text_len = text_len;
    }
    r->log = pack(&p, log.data ? log.data : "", log.len + 1);
    r->diags = (glspv_diagnostic *)(p.base + p.used);
    p.used += padded(ctx->diags.len * sizeof(glspv_diagnostic));
    r->diag_count = ctx->diags.len;
    for (size_t i = 0; i < ctx->diags.len; i++) {
        const Diag *d = &ctx->diags.data[i];
        glspv_diagnostic *out = &r->diags[i];
        out->severity = d->severity;
        out->line = d->line;
        out->column = d->column;
        out->word_offset = d->word_offset;
        out->flags = d->flags;
        out->message = pack(&p, d->message, strlen(d->message) + 1);
        out->file = d->file ? pack(&p, d->file, strlen(d->file) + 1) : NULL;
    }
    r->deps = (const char **)(void *)(p.base + p.used);
    p.used += padded(ctx->dependencies.len * sizeof(char *));
    r->dep_count = ctx->dependencies.len;
    for (size_t i = 0; i < ctx->dependencies.len; i++) {
        const char *dep = ctx->dependencies.data[i];
        r->deps[i] = pack(&p, dep, strlen(dep) + 1);
    }
    if (extra) {
        *extra = extra_size ? p.base + p.used : NULL;
        r->extra = *extra;
    }
    return r;
}

glspv_status result_finish(Ctx *ctx, glspv_status status, const uint32_t *words, size_t word_count,
                           const char *text, size_t text_len, glspv_result **out)
{
    *out = result_create(ctx, status, words, word_count, text, text_len);
    return *out ? status : GLSPV_ERROR_OUT_OF_MEMORY;
}

glspv_status ctx_run(const glspv_allocator *allocator, EntryBody body, void *data, glspv_result **result)
{
    Ctx ctx;
    ctx_init(&ctx, allocator);
    if (setjmp(ctx.fail)) {
        glspv_status failed = ctx.fail_status;
        /* A limit's message stands; out of memory, the messages may be what
         * the arena could not hold (also when formatting them below ran
         * out: then this runs a second time, and reports bare). */
        if (failed == GLSPV_ERROR_OUT_OF_MEMORY)
            ctx.diags.len = 0;
        *result = result_create(&ctx, failed, NULL, 0, NULL, 0);
        ctx_free(&ctx);
        return *result ? failed : GLSPV_ERROR_OUT_OF_MEMORY;
    }
    EntryOut out = {0};
    glspv_status status = body(&ctx, data, &out);
    void *block = NULL;
    *result = result_create_extra(&ctx, status, out.words, out.word_count, out.text, out.text_len, out.extra_size,
                                  &block);
    if (*result && out.write_extra)
        out.write_extra(out.extra_from, block);
    ctx_free(&ctx);
    return *result ? status : GLSPV_ERROR_OUT_OF_MEMORY;
}

glspv_status result_finish_words(Ctx *ctx, glspv_status status, uint32_t *words, size_t word_count,
                                 glspv_result **out)
{
    size_t chunk_size = 0;
    void *chunk = words ? arena_take_block(&ctx->arena, words, &chunk_size) : NULL;
    if (!chunk)
        return result_finish(ctx, status, words, word_count, NULL, 0, out);
    *out = result_create(ctx, status, NULL, 0, NULL, 0);
    if (!*out) {
        sys_free(ctx->allocator, chunk, chunk_size);
        return GLSPV_ERROR_OUT_OF_MEMORY;
    }
    (*out)->words = words;
    (*out)->word_count = word_count;
    (*out)->words_chunk = chunk;
    (*out)->words_chunk_size = chunk_size;
    return status;
}

/* ---- public accessors ---- */

const void *result_extra(const glspv_result *r)
{
    return r ? r->extra : NULL;
}

glspv_status glspv_result_status(const glspv_result *r)
{
    return r ? r->status : GLSPV_ERROR_INVALID_ARGUMENT;
}

const uint32_t *glspv_result_words(const glspv_result *r, size_t *count)
{
    if (count)
        *count = r ? r->word_count : 0;
    return r ? r->words : NULL;
}

const char *glspv_result_text(const glspv_result *r, size_t *length)
{
    if (length)
        *length = r ? r->text_len : 0;
    return r ? r->text : NULL;
}

const char *glspv_result_log(const glspv_result *r)
{
    return r ? r->log : "";
}

size_t glspv_result_diagnostic_count(const glspv_result *r)
{
    return r ? r->diag_count : 0;
}

const glspv_diagnostic *glspv_result_diagnostic(const glspv_result *r, size_t index)
{
    return r && index < r->diag_count ? &r->diags[index] : NULL;
}

size_t glspv_result_dependency_count(const glspv_result *r)
{
    return r ? r->dep_count : 0;
}

const char *glspv_result_dependency(const glspv_result *r, size_t index)
{
    return r && index < r->dep_count ? r->deps[index] : NULL;
}

void glspv_result_destroy(glspv_result *r)
{
    if (!r)
        return;
    if (r->words_chunk)
        sys_free(r->has_allocator ? &r->allocator : NULL, r->words_chunk, r->words_chunk_size);
    sys_free(r->has_allocator ? &r->allocator : NULL, r, r->size);
}
