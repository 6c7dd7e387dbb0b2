/* GLSL to SPIR-V for one device, with a cache.
 *
 * Each device has one glspv_options, made at vkCreateDevice from the
 * instance's settings and the device's SPIR-V version, and shared read-only
 * by every thread that compiles (the library has no global state, so
 * compiles run in parallel with no lock). Sources without #version are read
 * as "#version 450 core" (glslang's default, ES 100, is not valid for
 * Vulkan). #include is refused: a module is one text, and a layer inside
 * someone else's process has no business reading files named by it.
 *
 * The cache maps (source text, stage) to the compiled words; the options
 * are fixed per device, so together that is (source, stage, options). It
 * keeps the most recently used modules up to VK_GLSPV_CACHE_SIZE bytes
 * (source plus SPIR-V). Entries hold a reference to their Spirv, and so does
 * each pipeline creation using it, so eviction never frees words in use.
 * The cache and the reference counts are under the layer lock; compiling is
 * not. Two threads compiling the same new source both compile; the second
 * to finish finds the first's entry and keeps its own words for its call.
 * Below this cache is the persistent one (disk_cache.c), when configured. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "layer/layer.h"

#define DEFAULT_VERSION 450

struct CacheEntry {
    CacheEntry *bucket_next;
    CacheEntry *lru_prev, *lru_next;
    uint64_t hash;
    glspv_stage stage;
    Spirv *spirv;
    size_t bytes; /* counted against the cache size */
    size_t length;
    char text[];
};

uint64_t hash_bytes(uint64_t h, const void *data, size_t size)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < size; i++) {
        h ^= p[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static int refuse_include(void *user, const char *requested, int is_system, const char *requesting, size_t depth,
                          const char **content, size_t *content_length, const char **resolved_name,
                          void **release_data)
{
    (void)user, (void)requested, (void)is_system, (void)requesting, (void)depth;
    *content = "#include is not available to GLSL handed to vkCreateShaderModule";
    *content_length = 0;
    *resolved_name = NULL;
    *release_data = NULL;
    return 1;
}

bool compile_setup(Device *dev)
{
    const Settings *s = &dev->instance->settings;
    uint32_t flags = (s->auto_map_locations ? GLSPV_FLAG_AUTO_MAP_LOCATIONS : 0) |
                     (s->auto_bind_uniforms ? GLSPV_FLAG_AUTO_BIND_UNIFORMS : 0);
    glspv_options *o = NULL;
    if (glspv_options_create(&o) != GLSPV_OK)
        return false;
    glspv_allocator ga;
    mem_glspv_allocator(dev->alloc, &ga);
    if (glspv_options_set_target_env(o, dev->env) != GLSPV_OK ||
        glspv_options_set_default_version(o, DEFAULT_VERSION, GLSPV_PROFILE_CORE) != GLSPV_OK ||
        glspv_options_set_flags(o, flags) != GLSPV_OK ||
        glspv_options_set_optimization(o, s->optimize ? GLSPV_OPT_PERFORMANCE : GLSPV_OPT_NONE) != GLSPV_OK ||
        glspv_options_set_include_callbacks(o, refuse_include, NULL, NULL) != GLSPV_OK ||
        (dev->alloc && glspv_options_set_allocator(o, &ga) != GLSPV_OK)) {
        glspv_options_destroy(o);
        return false;
    }
    dev->options = o;
    /* The optimizer's bit goes into the key with the flags: its words differ. */
    disk_cache_setup(dev, flags | (s->optimize ? 1u << 31 : 0), DEFAULT_VERSION);
    return true;
}

void spirv_release(Device *dev, Spirv *s)
{
    if (!s)
        return;
    layer_lock();
    bool last = --s->refs == 0;
    layer_unlock();
    if (last)
        mem_free(dev->alloc, s);
}

/* ---- the cache (under the lock) ---- */

static size_t bucket(const Device *dev, uint64_t hash)
{
    return (size_t)(hash ^ (hash >> 32)) & (dev->cache_buckets - 1);
}

static CacheEntry *cache_find(Device *dev, uint64_t hash, glspv_stage stage, const char *text, size_t length)
{
    if (!dev->cache_buckets)
        return NULL;
    for (CacheEntry *e = dev->cache[bucket(dev, hash)]; e; e = e->bucket_next) {
        if (e->hash == hash && e->stage == stage && e->length == length && !memcmp(e->text, text, length))
            return e;
    }
    return NULL;
}

static void lru_unlink(Device *dev, CacheEntry *e)
{
    if (e->lru_prev)
        e->lru_prev->lru_next = e->lru_next;
    else
        dev->lru_first = e->lru_next;
    if (e->lru_next)
        e->lru_next->lru_prev = e->lru_prev;
    else
        dev->lru_last = e->lru_prev;
    e->lru_prev = e->lru_next = NULL;
}

static void lru_push_front(Device *dev, CacheEntry *e)
{
    e->lru_prev = NULL;
    e->lru_next = dev->lru_first;
    if (dev->lru_first)
        dev->lru_first->lru_prev = e;
    else
        dev->lru_last = e;
    dev->lru_first = e;
}

/* Takes `e` out of the cache; returns its Spirv if that was the last
 * reference (for the caller to free after unlocking), else NULL. */
static Spirv *cache_unlink(Device *dev, CacheEntry *e)
{
    for (CacheEntry **p = &dev->cache[bucket(dev, e->hash)]; *p; p = &(*p)->bucket_next) {
        if (*p == e) {
            *p = e->bucket_next;
            break;
        }
    }
    lru_unlink(dev, e);
    dev->cache_bytes -= e->bytes;
    dev->cache_count--;
    return --e->spirv->refs == 0 ? e->spirv : NULL;
}

/* Doubles the buckets when entries outnumber them (silently keeps the old
 * table if memory is short: only lookups get slower). */
static void cache_grow(Device *dev)
{
    if (dev->cache_buckets && dev->cache_count < dev->cache_buckets)
        return;
    size_t n = dev->cache_buckets ? dev->cache_buckets * 2 : 64;
    CacheEntry **b = mem_alloc(dev->alloc, n * sizeof *b, VK_SYSTEM_ALLOCATION_SCOPE_DEVICE);
    if (!b)
        return;
    mem_free(dev->alloc, dev->cache);
    dev->cache = b;
    dev->cache_buckets = n;
    for (CacheEntry *e = dev->lru_first; e; e = e->lru_next) {
        size_t i = bucket(dev, e->hash);
        e->bucket_next = b[i];
        b[i] = e;
    }
}

/* Adds `s` (compiled from `text` for `stage`) to the cache, evicting the
 * least recently used entries beyond the size limit. */
static void cache_add(Device *dev, uint64_t hash, glspv_stage stage, const char *text, size_t length, Spirv *s)
{
    size_t limit = dev->instance->settings.cache_bytes;
    size_t bytes = length + s->word_count * 4 + sizeof(CacheEntry) + sizeof(Spirv);
    if (bytes > limit)
        return;
    CacheEntry *n = mem_alloc(dev->alloc, sizeof *n + length, VK_SYSTEM_ALLOCATION_SCOPE_DEVICE);
    if (!n)
        return;
    n->hash = hash;
    n->stage = stage;
    n->bytes = bytes;
    n->length = length;
    memcpy(n->text, text, length);

    CacheEntry *gone = NULL; /* evicted, to free after unlocking */
    layer_lock();
    if (cache_find(dev, hash, stage, text, length)) {
        layer_unlock();
        mem_free(dev->alloc, n);
        return;
    }
    cache_grow(dev);
    if (!dev->cache_buckets) {
        layer_unlock();
        mem_free(dev->alloc, n);
        return;
    }
    while (dev->lru_last && dev->cache_bytes + bytes > limit) {
        CacheEntry *old = dev->lru_last;
        Spirv *dead = cache_unlink(dev, old);
        old->spirv = dead; /* NULL unless this was the last reference */
        old->bucket_next = gone;
        gone = old;
    }
    n->spirv = s;
    s->refs++;
    size_t i = bucket(dev, hash);
    n->bucket_next = dev->cache[i];
    dev->cache[i] = n;
    lru_push_front(dev, n);
    dev->cache_bytes += bytes;
    dev->cache_count++;
    layer_unlock();
    while (gone) {
        CacheEntry *next = gone->bucket_next;
        mem_free(dev->alloc, gone->spirv);
        mem_free(dev->alloc, gone);
        gone = next;
    }
}

void compile_teardown(Device *dev)
{
    while (dev->lru_first) {
        CacheEntry *e = dev->lru_first;
        mem_free(dev->alloc, cache_unlink(dev, e));
        mem_free(dev->alloc, e);
    }
    mem_free(dev->alloc, dev->cache);
    dev->cache = NULL;
    dev->cache_buckets = 0;
    glspv_options_destroy(dev->options);
    dev->options = NULL;
}

/* ---- the dump folder ---- */

static bool write_file(const char *path, const void *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(data, 1, size, f) == size;
    return fclose(f) == 0 && ok;
}

/* VK_GLSPV_DUMP_DIR: NAME-HASH.STAGE (the GLSL) and NAME-HASH.STAGE.spv,
 * NAME being the module's name with anything but [A-Za-z0-9._-] as '_'. */
static void dump(Device *dev, const char *name, uint64_t hash, glspv_stage stage, const char *text, size_t length,
                 const Spirv *s)
{
    const char *dir = dev->instance->settings.dump_dir;
    char safe[64], path[4096];
    size_t i = 0;
    for (; name[i] && i < sizeof safe - 1; i++) {
        char c = name[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
                  c == '-' || c == '_';
        safe[i] = ok ? c : '_';
    }
    safe[i] = '\0';
    int n = snprintf(path, sizeof path - 4, "%s/%s-%016llx.%s", dir, safe, (unsigned long long)hash,
                     glspv_stage_name(stage));
    if (n < 0 || (size_t)n >= sizeof path - 4)
        return;
    bool ok = write_file(path, text, length);
    strcat(path, ".spv");
    ok = ok && write_file(path, s->words, s->word_count * 4);
    if (!ok)
        fprintf(stderr, "%s: warning: cannot write %s (VK_GLSPV_DUMP_DIR)\n", LAYER_NAME, path);
}

/* ---- compiling ---- */

static char *format(const VkAllocationCallbacks *a, const char *fmt, ...) LAYER_PRINTF(2, 3);
static char *format(const VkAllocationCallbacks *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return NULL;
    char *p = mem_alloc(a, (size_t)n + 1, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
    if (!p)
        return NULL;
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

/* VK_GLSPV_VALIDATE: glspv-val on what the compiler made, before the driver
 * sees it. Invalid output is glspv's bug; the stage then fails like one that
 * does not compile, with the validator's messages as its log. */
static bool validate(Device *dev, const Spirv *s, const char *name, const VkAllocationCallbacks *a, char **log)
{
    glspv_allocator ga;
    mem_glspv_allocator(dev->alloc, &ga);
    glspv_result *res = NULL;
    glspv_status status =
        glspv_spirv_validate_with(dev->alloc ? &ga : NULL, s->words, s->word_count, dev->env, dev->val_options, &res);
    if (status != GLSPV_OK) {
        size_t len = 0;
        const char *text = res ? glspv_result_text(res, &len) : NULL;
        *log = format(a, "%s: error: glspv made SPIR-V that glspv-val rejects (a glspv bug; please report it): %s\n%s",
                      name, glspv_status_string(status), text ? text : "");
    }
    glspv_result_destroy(res);
    return status == GLSPV_OK;
}

Spirv *compile_glsl(Device *dev, const char *text, size_t length, VkShaderStageFlagBits vk_stage,
                    const char *name, const VkAllocationCallbacks *a, char **log)
{
    *log = NULL;
    glspv_stage stage;
    if (!stage_from_vulkan(vk_stage, &stage)) {
        *log = format(a, "%s: error: VK_NV_glsl_shader has no GLSL stage for VkShaderStageFlagBits 0x%x", name,
                      (unsigned)vk_stage);
        return NULL;
    }
    uint64_t hash = hash_bytes(hash_bytes(HASH_SEED, text, length), &stage, sizeof stage);

    layer_lock();
    CacheEntry *e = cache_find(dev, hash, stage, text, length);
    Spirv *s = NULL;
    if (e) {
        lru_unlink(dev, e);
        lru_push_front(dev, e);
        s = e->spirv;
        s->refs++;
    }
    layer_unlock();
    if (s)
        return s;
    if (dev->instance->settings.cache_dir && (s = disk_cache_load(dev, stage, text, length)) != NULL) {
        if (dev->instance->settings.validate && !validate(dev, s, name, a, log)) {
            spirv_release(dev, s);
            return NULL;
        }
        if (dev->instance->settings.cache_bytes)
            cache_add(dev, hash, stage, text, length, s);
        return s;
    }

    glspv_result *res = NULL;
    glspv_status status = glspv_compile(dev->options, stage, text, length, name, &res);
    size_t count = 0;
    const uint32_t *words = status == GLSPV_OK ? glspv_result_words(res, &count) : NULL;
    if (!words || !count) {
        const char *msgs = res ? glspv_result_log(res) : "";
        if (msgs && *msgs)
            *log = format(a, "%s", msgs);
        else
            *log = format(a, "%s: error: %s", name, glspv_status_string(status));
        glspv_result_destroy(res);
        return NULL;
    }
    s = mem_alloc(dev->alloc, sizeof *s + count * sizeof *words, VK_SYSTEM_ALLOCATION_SCOPE_DEVICE);
    if (s) {
        s->refs = 1;
        s->word_count = count;
        memcpy(s->words, words, count * sizeof *words);
    }
    glspv_result_destroy(res);
    if (!s) {
        *log = format(a, "%s: error: out of memory", name);
        return NULL;
    }
    if (dev->instance->settings.validate && !validate(dev, s, name, a, log)) {
        spirv_release(dev, s);
        return NULL;
    }
    if (dev->instance->settings.dump_dir)
        dump(dev, name, hash, stage, text, length, s);
    if (dev->instance->settings.cache_dir)
        disk_cache_store(dev, stage, text, length, s);
    if (dev->instance->settings.cache_bytes)
        cache_add(dev, hash, stage, text, length, s);
    return s;
}
