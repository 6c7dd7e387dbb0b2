/* The base every phase stands on: one arena per call, growable arrays and
 * strings in it, diagnostics, and the single exit for fatal conditions.
 *
 * A public entry point sets up a Ctx, calls setjmp on ctx->fail, and runs
 * its phases. Anything that cannot continue (out of memory, a limit) calls
 * ctx_fatal(), which longjmps back there; since everything lives in the arena
 * and no lock or outside resource is held, dropping the arena cleans up. */
#ifndef GLSPV_BASE_H
#define GLSPV_BASE_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "glspv.h"

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#define NORETURN __attribute__((noreturn))
#else
#define PRINTF_LIKE(f, a)
#define NORETURN
#endif

/* Built with AddressSanitizer: arena memory that must not be touched is
 * poisoned, so that a stray access is reported. */
#if defined(__SANITIZE_ADDRESS__)
#define GLSPV_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GLSPV_ASAN 1
#endif
#endif
#ifndef GLSPV_ASAN
#define GLSPV_ASAN 0
#endif
#if GLSPV_ASAN
#include <sanitizer/asan_interface.h>
#endif

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* ---- allocation ---- */

typedef struct ArenaChunk ArenaChunk;

typedef struct Ctx Ctx;

typedef struct Arena {
    Ctx *ctx;             /* for ctx_fatal on exhaustion */
    ArenaChunk *chunks;   /* newest first */
    char *ptr, *end;      /* free space of the newest chunk */
    void *last;           /* the most recent allocation, which can grow in place */
    size_t chunk_size;
} Arena;

/* The block that does not fit the newest chunk (and sizes 0 and absurd). */
void *arena_alloc_slow(Arena *a, size_t size);
#define ARENA_ALIGN 16

/* 16-byte aligned, never NULL, not zeroed: for memory about to be filled.
 * Inline, as is arena_alloc, since a compile allocates at nearly every
 * node and token: the common block, one that fits, is a pointer bump. */
static inline void *arena_alloc_uninit(Arena *a, size_t size)
{
    /* An 8-byte block before (arena_alloc_small) leaves the pointer half aligned. */
    size_t pad = (size_t)(-(uintptr_t)a->ptr & (ARENA_ALIGN - 1));
    size_t room = (size_t)(a->end - a->ptr);
    size_t aligned = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (size - 1 >= room || aligned + pad > room)
        return arena_alloc_slow(a, size);
    char *p = a->ptr + pad;
    a->ptr = p + aligned;
    a->last = p;
    return p;
}

/* The same, zeroed. */
static inline void *arena_alloc(Arena *a, size_t size)
{
    void *p = arena_alloc_uninit(a, size);
    memset(p, 0, size ? size : 1);
    return p;
}

/* Zeroed, only 8-byte aligned: for the many tree nodes. Inline for the
 * block that fits the newest chunk; the slow one takes the others. */
void *arena_alloc_small_slow(Arena *a, size_t size);
static inline void *arena_alloc_small(Arena *a, size_t size)
{
    size = (size + 7) & ~(size_t)7;
    if (!size || size > ARENA_ALIGN * 64 || (size_t)(a->end - a->ptr) < size)
        return arena_alloc_small_slow(a, size);
    void *p = a->ptr;
    a->ptr += size;
    a->last = p;
    memset(p, 0, size);
    return p;
}
void *arena_grow(Arena *a, void *old, size_t old_size, size_t new_size);
void arena_release(Arena *a);              /* returns every chunk */
/* Gives up the chunks older than `keep`, one of the arena's (NULL: every
 * chunk): for an arena filled in an order its user can tell (the function
 * bodies, ast.h). Those of the usual size stay with the context, for the
 * next chunk any of its arenas needs. */
void arena_release_older(Arena *a, ArenaChunk *keep);
void arena_release_spare(Ctx *ctx); /* frees the context's spare chunks */
/* Returns `block` to the allocator now when it is big enough to have had a
 * chunk of its own (a large array a later phase no longer needs); else it
 * stays until the arena goes. Nothing may use it afterwards. */
void arena_free_block(Arena *a, void *block);
/* The same for a block of `size` bytes, without a search when it is too
 * small to have a chunk of its own; in the sanitizer build such a block is
 * poisoned instead, so that a later read is reported. */
void arena_free_sized(Arena *a, void *block, size_t size);
/* Takes the chunk that `block` has to itself out of the arena: the caller
 * owns it from then on and returns it with sys_free (the chunk, *size
 * bytes). NULL, and the arena unchanged, when the block shares a chunk. */
void *arena_take_block(Arena *a, void *block, size_t *size);
char *arena_strndup(Arena *a, const char *s, size_t len);
char *arena_printf(Arena *a, const char *fmt, ...) PRINTF_LIKE(2, 3);

/* memcpy for a source that may be NULL when `size` is 0 (an empty vector's
 * data): memcpy itself wants valid pointers even then. */
static inline void copy_bytes(void *dst, const void *src, size_t size)
{
    if (size)
        memcpy(dst, src, size);
}

/* Growable array of T in the arena: declare as VEC(T) v = {0}. */
/* 32-bit length and capacity: every vector is bounded far below 2^32
 * elements by the limits, and the tree holds many vectors. */
#define VEC(T) struct { T *data; uint32_t len, cap; }
/* A push writes the element it adds, so growing for it zeroes nothing:
 * what lies past `len` is never read (zeroing the new capacity of every
 * growing array was 5% of a large compile). */
#define vec_push(arena, v, value)                                                       \
    do {                                                                                \
        if ((v)->len == (v)->cap)                                                       \
            vec_reserve_uninit_((arena), (void **)&(v)->data, &(v)->cap, sizeof(*(v)->data), (v)->len + 1); \
        (v)->data[(v)->len++] = (value);                                                \
    } while (0)
/* Room for `n` elements, the new capacity zeroed. */
#define vec_reserve(arena, v, n) \
    vec_reserve_((arena), (void **)&(v)->data, &(v)->cap, sizeof(*(v)->data), (n))
void vec_reserve_(Arena *a, void **data, uint32_t *cap, size_t elem, size_t need);
/* The same without zeroing the new capacity, for vectors whose every element
 * is written before it is read (token streams: zeroing them was 5% of a
 * large compile). */
#define vec_reserve_uninit(arena, v, n) \
    vec_reserve_uninit_((arena), (void **)&(v)->data, &(v)->cap, sizeof(*(v)->data), (n))
void vec_reserve_uninit_(Arena *a, void **data, uint32_t *cap, size_t elem, size_t need);

/* A growable NUL-terminated string. */
typedef VEC(char) Str;
void str_append(Arena *a, Str *s, const char *text, size_t len);
void str_puts(Arena *a, Str *s, const char *text);
void str_putc(Arena *a, Str *s, char c);
void str_printf(Arena *a, Str *s, const char *fmt, ...) PRINTF_LIKE(3, 4);
void str_vprintf(Arena *a, Str *s, const char *fmt, va_list ap);

/* The default of a glspv_limit (limits.c); 0 for an unknown one. */
uint32_t limit_default(glspv_limit limit);

/* A map from 32-bit keys (SPIR-V ids) to 32-bit values, in the arena.
 * Sized by the ids actually seen, never by a module's claimed bound. */
typedef struct U32Map {
    uint32_t *keys, *values; /* key 0 marks an empty slot; 0 itself is kept aside */
    size_t cap, len;
    int has_zero;
    uint32_t zero_value;
} U32Map;

void u32map_put(Arena *a, U32Map *m, uint32_t key, uint32_t value);
/* 1 and *value when present, else 0. */
int u32map_get(const U32Map *m, uint32_t key, uint32_t *value);

/* FNV-1a of a NUL-terminated string. */
uint32_t hash_string(const char *s);

/* A set of strings (the pointers are kept, not copied), in the arena:
 * open addressing, grown at half full. */
typedef struct StrSet {
    const char **slots;
    size_t cap, len;
} StrSet;

/* Adds s unless an equal string is there; 1 when it was added. */
int strset_add(Arena *a, StrSet *set, const char *s);

/* A set of 64-bit values, in the arena (open addressing, grown at half full). */
typedef struct U64Set {
    uint64_t *slots;
    uint8_t *used;
    size_t cap, len;
} U64Set;

/* Adds v unless present; 1 when it was added. */
int u64set_add(Arena *a, U64Set *set, uint64_t v);

/* A map from pointers to 32-bit values, in the arena (open addressing,
 * grown at half full): what a later phase keeps about a few of the
 * earlier one's objects, where a field in every object would cost more. */
typedef struct PtrMap {
    const void **keys;
    uint32_t *values;
    size_t cap, len;
} PtrMap;

void ptrmap_put(Arena *a, PtrMap *m, const void *key, uint32_t value);
/* The value of `key`, 0 when absent. */
uint32_t ptrmap_get(const PtrMap *m, const void *key);

/* ---- constant tables sorted by name (table.c) ---- */

/* The row of `table` (`count` rows of `size` bytes, each starting with its
 * `const char *name`, in strcmp order, each name once) whose name is the
 * `len` bytes at `name`, or NULL: a binary search. */
const void *table_find_name(const void *table, size_t count, size_t size, const char *name, size_t len);

/* ---- floats (float.c): what the compiler's and the optimizer's folders share ---- */

/* x rounded to an integer, ties to even, whatever the FP environment says. */
double float_round_even(double x);
/* x rounded to a float of `width` (16, 32; 64 is x itself): nearest-even,
 * overflow to inf, subnormals kept. */
double float_round(unsigned width, double x);
/* The IEEE bits of a float of `width` (16, 32, 64) holding `f` (rounded to
 * that width first; a NaN becomes a quiet NaN), and the value bits stand for. */
uint64_t float_bits(unsigned width, double f);
double float_from_bits(unsigned width, uint64_t bits);
/* An integer (its 64 bits, sign-extended when signed) as a double that
 * float_round(width, ...) then rounds correctly, once. */
double float_from_int(uint64_t u, int is_signed, unsigned width);

/* ---- the per-call context ---- */

typedef struct Diag {
    glspv_severity severity;
    const char *file;
    uint32_t line, column;
    size_t word_offset;
    const char *message;
    const char *source_line; /* LOG_GLSLC with show_column: the line, shown with a caret */
    uint32_t flags;          /* GLSPV_DIAGNOSTIC_* */
    uint64_t order;          /* its place in the source as read (ctx_sort_diags); 0: none, last */
} Diag;

/* How the log of a result renders each diagnostic. */
typedef enum LogStyle {
    LOG_PLAIN,      /* "error: message" */
    LOG_SPIRV_AS,   /* "error: LINE: COL: message" */
    LOG_GLSLC,      /* "file:line: error: message" */
} LogStyle;

struct Ctx {
    Arena arena;
    Arena bodies;                     /* the parser's function bodies, returned as they are emitted (ast.h) */
    ArenaChunk *spare_chunks;         /* chunks of the usual size returned by arena_release_older, for reuse */
    const glspv_allocator *allocator; /* NULL: the C library */
    jmp_buf fail;
    glspv_status fail_status;         /* what ctx_fatal reported */
    VEC(Diag) diags;
    size_t error_count;
    LogStyle log_style;
    int show_column;                  /* LOG_GLSLC: "file:line:col:" */
    VEC(const char *) dependencies;   /* files read through #include, for the result */
    size_t memory_used;               /* bytes the arena holds from the allocator */
    size_t memory_limit;              /* the most it may hold; 0: no limit */
};

void ctx_init(Ctx *ctx, const glspv_allocator *allocator);
void ctx_free(Ctx *ctx);
NORETURN void ctx_fatal(Ctx *ctx, glspv_status status);
Diag *ctx_diag(Ctx *ctx, glspv_severity severity, const char *fmt, ...) PRINTF_LIKE(3, 4);
Diag *ctx_vdiag(Ctx *ctx, glspv_severity severity, const char *fmt, va_list ap);
/* Puts the diagnostics in the order of their places in the source (stable;
 * those without one last), whichever phase found them. */
void ctx_sort_diags(Ctx *ctx);

/* Raw memory from the caller's allocator (or malloc); NULL on failure. */
void *sys_alloc(const glspv_allocator *al, size_t size);
void sys_free(const glspv_allocator *al, void *ptr, size_t size);
/* NULL when the allocator has no realloc_fn, or it failed (`ptr` stays). */
void *sys_realloc(const glspv_allocator *al, void *ptr, size_t old_size, size_t new_size);

/* The caller-owned result: copies the words, the text and the diagnostics out
 * of the context into one block. Returns NULL when memory runs out. */
glspv_result *result_create(Ctx *ctx, glspv_status status, const uint32_t *words, size_t word_count,
                            const char *text, size_t text_len);

/* The same with `extra_size` more bytes in the block, 16-byte aligned, for
 * data of the caller's own (pointers into the block only); *extra is where
 * they go (NULL for 0 bytes), and result_extra gives it back. */
glspv_result *result_create_extra(Ctx *ctx, glspv_status status, const uint32_t *words, size_t word_count,
                                  const char *text, size_t text_len, size_t extra_size, void **extra);
const void *result_extra(const glspv_result *r);

/* Creates the result and maps failure to GLSPV_ERROR_OUT_OF_MEMORY. */
glspv_status result_finish(Ctx *ctx, glspv_status status, const uint32_t *words, size_t word_count,
                           const char *text, size_t text_len, glspv_result **out);

/* What an entry point's body (ctx_run) leaves for the caller's result:
 * words, text, and `extra_size` bytes of the caller's own data, which
 * write_extra(extra_from, block) fills once the block exists. All zero: a
 * result with the status and the diagnostics only. */
typedef struct EntryOut {
    const uint32_t *words;
    size_t word_count;
    const char *text;
    size_t text_len;
    size_t extra_size;
    void (*write_extra)(const void *from, void *block);
    const void *extra_from;
} EntryOut;

/* A public entry point's frame: a fresh Ctx on `allocator`, its fatal exit
 * caught (the result then carries the status and, unless memory ran out,
 * the messages), body(ctx, data, out) run, and *result made from what it left.
 * Returns the body's status, or GLSPV_ERROR_OUT_OF_MEMORY when no result
 * could be made. */
typedef glspv_status (*EntryBody)(Ctx *ctx, void *data, EntryOut *out);
glspv_status ctx_run(const glspv_allocator *allocator, EntryBody body, void *data, glspv_result **result);

/* The same for words in the context's arena that it need not keep: when
 * they have a chunk of their own, the result takes the chunk instead of a
 * copy (a compiled module was held twice at the end of every compile). */
glspv_status result_finish_words(Ctx *ctx, glspv_status status, uint32_t *words, size_t word_count,
                                 glspv_result **out);

#endif
