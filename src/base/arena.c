/* Arena allocation: memory is taken in chunks from the caller's allocator and
 * handed out by bumping a pointer; it is all returned at once by ctx_free.
 * Test builds define a tiny GLSPV_ARENA_CHUNK so that growth paths run. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#include "base/base.h"

#ifndef GLSPV_ARENA_CHUNK
#define GLSPV_ARENA_CHUNK (64 * 1024)
#endif

#define ALIGN ARENA_ALIGN

struct ArenaChunk {
    ArenaChunk *next;
    size_t size; /* bytes, header included */
    _Alignas(ALIGN) char data[];
};

static size_t align_up(size_t n)
{
    return (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
}

/* Stops the compilation, with a message, when `more` bytes would take it
 * over memory-mib. */
static void check_memory_limit(Ctx *ctx, size_t more)
{
    if (!ctx->memory_limit || more <= ctx->memory_limit - (ctx->memory_used < ctx->memory_limit ?
                                                            ctx->memory_used : ctx->memory_limit))
        return;
    /* The message itself needs memory: the limit is lifted to make it. */
    size_t limit = ctx->memory_limit;
    ctx->memory_limit = 0;
    ctx_diag(ctx, GLSPV_SEVERITY_ERROR, "the compilation needs more than %zu MiB of memory (limit %s: %zu)",
             limit >> 20, glspv_limit_name(GLSPV_LIMIT_MEMORY_MIB), limit >> 20);
    ctx_fatal(ctx, GLSPV_ERROR_COMPILE);
}

static void new_chunk(Arena *a, size_t need)
{
    size_t size = a->chunk_size ? a->chunk_size : GLSPV_ARENA_CHUNK;
    if (need > size - sizeof(ArenaChunk))
        size = need + sizeof(ArenaChunk);
    Ctx *ctx = a->ctx;
    ArenaChunk *c = ctx->spare_chunks;
    if (c && c->size == size) {
        ctx->spare_chunks = c->next; /* counted in memory_used already */
#if GLSPV_ASAN
        ASAN_UNPOISON_MEMORY_REGION(c, size);
#endif
    } else {
        check_memory_limit(ctx, size);
        c = sys_alloc(ctx->allocator, size);
        if (!c)
            ctx_fatal(ctx, GLSPV_ERROR_OUT_OF_MEMORY);
        ctx->memory_used += size;
    }
#if GLSPV_ASAN
    /* Arena memory is not zeroed unless asked for (arena_alloc, vec_reserve):
     * the sanitizer build fills it with a pattern, so that code reading what
     * it never wrote differs from the plain build's output in the tests. */
    memset(c, 0xa5, size);
#endif
    c->next = a->chunks;
    c->size = size;
    a->chunks = c;
    a->ptr = c->data;
    a->end = (char *)c + size;
}

void *arena_alloc_slow(Arena *a, size_t size)
{
    if (size > SIZE_MAX / 2)
        ctx_fatal(a->ctx, GLSPV_ERROR_OUT_OF_MEMORY);
    size = align_up(size ? size : 1);
    /* An 8-byte block before (arena_alloc_small) leaves the pointer half aligned. */
    size_t pad = (size_t)(-(uintptr_t)a->ptr & (ALIGN - 1));
    if ((size_t)(a->end - a->ptr) < size + pad)
        new_chunk(a, size);
    else
        a->ptr += pad;
    void *p = a->ptr;
    a->ptr += size;
    a->last = p;
    return p;
}

/* Nodes are 8-byte aligned: rounding them to 16 took 8 bytes of every
 * identifier and binary operator. */
void *arena_alloc_small_slow(Arena *a, size_t size)
{
    size = (size + 7) & ~(size_t)7;
    if (!size || size > ALIGN * 64)
        return arena_alloc(a, size);
    if ((size_t)(a->end - a->ptr) < size)
        new_chunk(a, size);
    void *p = a->ptr;
    a->ptr += size;
    a->last = p;
    memset(p, 0, size);
    return p;
}

/* The caller's allocator gets back memory it can hand to anyone. */
static void free_chunk(Arena *a, ArenaChunk *c)
{
#if GLSPV_ASAN
    ASAN_UNPOISON_MEMORY_REGION(c, c->size);
#endif
    a->ctx->memory_used -= c->size;
    sys_free(a->ctx->allocator, c, c->size);
}

static size_t chunk_bytes(const Arena *a)
{
    return a->chunk_size ? a->chunk_size : GLSPV_ARENA_CHUNK;
}

/* Whether a block of `size` bytes (0: unknown) surely shares a chunk. */
static int shares_chunk(const Arena *a, size_t size)
{
    return size && size <= chunk_bytes(a) - sizeof(ArenaChunk);
}

/* The link to the chunk that `block` has to itself (a block too big for a
 * shared chunk), or NULL when it shares one. `size`, when known (not 0),
 * spares the search for the small blocks that growing arrays mostly are. */
static ArenaChunk **own_chunk_link(Arena *a, const void *block, size_t size)
{
    size_t chunk = chunk_bytes(a);
    if (shares_chunk(a, size))
        return NULL;
    /* A chunk of its own holds one block: `block` may point into it (a
     * module built after room left for its first words). */
    for (ArenaChunk **link = &a->chunks; block && *link; link = &(*link)->next)
        if ((const char *)block >= (*link)->data && (const char *)block < (const char *)*link + (*link)->size)
            return (*link)->size > chunk ? link : NULL;
    return NULL;
}

/* Takes out of the arena's list the chunk `block` (of `size` bytes, 0:
 * unknown) has to itself; NULL when it shares one. */
static ArenaChunk *unlink_own_chunk(Arena *a, const void *block, size_t size)
{
    ArenaChunk **link = own_chunk_link(a, block, size);
    if (!link)
        return NULL; /* a shared chunk: other blocks live in it */
    ArenaChunk *c = *link;
    if (c == a->chunks)
        a->ptr = a->end = NULL; /* the next allocation takes a new chunk */
    if ((char *)a->last >= (char *)c && (char *)a->last < (char *)c + c->size)
        a->last = NULL;
    *link = c->next;
    return c;
}

/* Returns the chunk `block` (of `size` bytes, 0: unknown) had to itself. */
static void free_own_chunk(Arena *a, const void *block, size_t size)
{
    ArenaChunk *c = unlink_own_chunk(a, block, size);
    if (c)
        free_chunk(a, c);
}

void *arena_take_block(Arena *a, void *block, size_t *size)
{
    ArenaChunk *c = unlink_own_chunk(a, block, 0);
    if (!c)
        return NULL;
#if GLSPV_ASAN
    ASAN_UNPOISON_MEMORY_REGION(c, c->size);
#endif
    a->ctx->memory_used -= c->size;
    *size = c->size;
    return c;
}

/* A block with a chunk of its own grows by reallocating the chunk, when the
 * allocator can: no copy, and no moment holding both the old and the new
 * block (the C library moves big blocks by remapping pages). NULL when it
 * cannot; the caller copies. */
static void *grow_own_chunk(Arena *a, void *old, size_t old_size, size_t new_size)
{
    ArenaChunk **link = own_chunk_link(a, old, old_size);
    if (!link || new_size > SIZE_MAX - sizeof(ArenaChunk) - ALIGN)
        return NULL;
    ArenaChunk *c = *link;
    size_t size = align_up(new_size) + sizeof(ArenaChunk), old_chunk = c->size;
    check_memory_limit(a->ctx, size - old_chunk);
    int head = c == a->chunks;
#if GLSPV_ASAN
    ASAN_UNPOISON_MEMORY_REGION(c, c->size);
#endif
    ArenaChunk *grown = sys_realloc(a->ctx->allocator, c, old_chunk, size);
    if (!grown)
        return NULL;
    grown->size = size;
#if GLSPV_ASAN
    memset((char *)grown + old_chunk, 0xa5, size - old_chunk); /* as new_chunk */
#endif
    *link = grown;
    a->ctx->memory_used += size - old_chunk;
    if (head)
        a->ptr = a->end = (char *)grown + size; /* it is all the block's */
    if (a->last == old)
        a->last = grown->data;
    return grown->data;
}

void *arena_grow(Arena *a, void *old, size_t old_size, size_t new_size)
{
    if (new_size <= old_size)
        return old;
    /* The newest allocation can often grow where it stands. */
    if (old && old == a->last && new_size <= (size_t)(a->end - (char *)old)) {
        size_t end = align_up(new_size);
        if (end > (size_t)(a->end - (char *)old))
            end = (size_t)(a->end - (char *)old);
        memset((char *)old + old_size, 0, end - old_size);
        a->ptr = (char *)old + end;
        return old;
    }
    char *p = old && !shares_chunk(a, old_size) ? grow_own_chunk(a, old, old_size, new_size) : NULL;
    if (p) {
        memset(p + old_size, 0, new_size - old_size);
        return p;
    }
    /* Copy what there was and zero only the new part. */
    p = arena_alloc_uninit(a, new_size);
    if (old_size)
        memcpy(p, old, old_size);
    memset(p + old_size, 0, new_size - old_size);
    if (old && !shares_chunk(a, old_size))
        free_own_chunk(a, old, old_size); /* a growing array costs its final size, not the sum */
    return p;
}

void arena_free_block(Arena *a, void *block)
{
    free_own_chunk(a, block, 0);
}

void arena_free_sized(Arena *a, void *block, size_t size)
{
    if (!block)
        return;
    ArenaChunk *c = unlink_own_chunk(a, block, size);
    if (c)
        free_chunk(a, c);
#if GLSPV_ASAN
    else
        ASAN_POISON_MEMORY_REGION(block, size);
#endif
}

void arena_release_spare(Ctx *ctx)
{
    for (ArenaChunk *c = ctx->spare_chunks, *next; c; c = next) {
        next = c->next;
#if GLSPV_ASAN
        ASAN_UNPOISON_MEMORY_REGION(c, c->size);
#endif
        ctx->memory_used -= c->size;
        sys_free(ctx->allocator, c, c->size);
    }
    ctx->spare_chunks = NULL;
}

void arena_release(Arena *a)
{
    for (ArenaChunk *c = a->chunks, *next; c; c = next) {
        next = c->next;
        free_chunk(a, c);
    }
    a->chunks = NULL;
    a->ptr = a->end = NULL;
    a->last = NULL;
}

#ifndef SPARE_CHUNKS
#define SPARE_CHUNKS 8
#endif

void arena_release_older(Arena *a, ArenaChunk *keep)
{
    ArenaChunk *c;
    if (keep) {
        c = keep->next;
        keep->next = NULL;
    } else {
        c = a->chunks;
        a->chunks = NULL;
        a->ptr = a->end = NULL;
        a->last = NULL;
    }
    /* Kept rather than freed: the emitter's next chunks come from them, and
     * the C library's heap gets no holes that its growing blocks (the
     * module's words) would be placed in and then have to be copied out of. */
    size_t spare = 0;
    for (const ArenaChunk *k = a->ctx->spare_chunks; k && spare < SPARE_CHUNKS; k = k->next)
        spare++;
    for (ArenaChunk *next; c; c = next) {
        next = c->next;
        if (c->size != GLSPV_ARENA_CHUNK || spare++ >= SPARE_CHUNKS) {
            free_chunk(a, c);
            continue;
        }
#if GLSPV_ASAN
        /* Poisoned while spare: a body read after its release is reported. */
        ASAN_UNPOISON_MEMORY_REGION(c, sizeof *c);
        ASAN_POISON_MEMORY_REGION(c->data, c->size - sizeof *c);
#endif
        c->next = a->ctx->spare_chunks;
        a->ctx->spare_chunks = c;
    }
}

char *arena_strndup(Arena *a, const char *s, size_t len)
{
    char *p = arena_alloc_uninit(a, len + 1);
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
    Str s = {0};
    va_list ap;
    va_start(ap, fmt);
    str_vprintf(a, &s, fmt, ap);
    va_end(ap);
    return s.data ? s.data : arena_strndup(a, "", 0);
}

static uint32_t grown_capacity(Arena *a, size_t cap, size_t elem, size_t need)
{
    /* The first block is one alignment unit: most lists of the tree (a
     * call's arguments, a declaration's declarators) hold one or two. */
    size_t n = cap ? cap : 1;
    while (!cap && n * elem < ALIGN)
        n *= 2;
    while (n < need) {
        if (n > SIZE_MAX / 2 / elem || n > UINT32_MAX / 2)
            ctx_fatal(a->ctx, GLSPV_ERROR_OUT_OF_MEMORY);
        n *= 2; /* the limits (tokens: 2^22) are powers of two, so a full array fits exactly */
    }
    return (uint32_t)n;
}

void vec_reserve_uninit_(Arena *a, void **data, uint32_t *cap, size_t elem, size_t need)
{
    if (need <= *cap)
        return;
    size_t n = grown_capacity(a, *cap, elem, need);
    void *old = *data;
    size_t old_size = *cap * elem;
    void *p;
    /* The newest allocation can often grow where it stands. */
    if (old && old == a->last && n * elem <= (size_t)(a->end - (char *)old)) {
        size_t end = align_up(n * elem);
        a->ptr = (char *)old + (end < (size_t)(a->end - (char *)old) ? end : (size_t)(a->end - (char *)old));
    } else if (!old || shares_chunk(a, old_size)) {
        /* The common case, a small array: no chunk of its own to grow or free. */
        p = arena_alloc_uninit(a, n * elem);
        if (old_size)
            memcpy(p, old, old_size);
        *data = p;
    } else if ((p = grow_own_chunk(a, old, old_size, n * elem)) != NULL) {
        *data = p;
    } else {
        p = arena_alloc_uninit(a, n * elem);
        if (old_size)
            memcpy(p, old, old_size);
        free_own_chunk(a, old, old_size); /* a growing array costs its final size, not the sum */
        *data = p;
    }
    *cap = n;
}

void vec_reserve_(Arena *a, void **data, uint32_t *cap, size_t elem, size_t need)
{
    if (need <= *cap)
        return;
    size_t n = grown_capacity(a, *cap, elem, need);
    *data = arena_grow(a, *data, *cap * elem, n * elem);
    *cap = n;
}

void str_append(Arena *a, Str *s, const char *text, size_t len)
{
    vec_reserve(a, s, s->len + len + 1);
    memcpy(s->data + s->len, text, len);
    s->len += len;
    s->data[s->len] = '\0';
}

void str_puts(Arena *a, Str *s, const char *text)
{
    str_append(a, s, text, strlen(text));
}

void str_putc(Arena *a, Str *s, char c)
{
    str_append(a, s, &c, 1);
}

void str_vprintf(Arena *a, Str *s, const char *fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    char small[256];
    int n = vsnprintf(small, sizeof small, fmt, copy);
    va_end(copy);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        str_append(a, s, small, (size_t)n);
        return;
    }
    vec_reserve(a, s, s->len + (size_t)n + 1);
    vsnprintf(s->data + s->len, (size_t)n + 1, fmt, ap);
    s->len += (size_t)n;
}

void str_printf(Arena *a, Str *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    str_vprintf(a, s, fmt, ap);
    va_end(ap);
}
