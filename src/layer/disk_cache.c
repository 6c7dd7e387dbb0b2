/* The persistent cache (VK_GLSPV_CACHE_DIR): compiled SPIR-V kept in files
 * so that the next run of the application does not compile again, as the
 * shader caches of the drivers that had VK_NV_glsl_shader did.
 *
 * The format is in disk_cache.h. An entry is written to a temporary file in
 * the folder and renamed into place, so a reader (of this process or
 * another) sees a whole file or none; two writers of one entry both rename,
 * and either file is right. Nothing read is trusted: the size, the key, the
 * stage, the text and the checksum must all agree, else the entry is a miss
 * and the compile that follows rewrites it. After each write the folder is
 * trimmed to VK_GLSPV_CACHE_DIR_SIZE bytes, least recently used first (a
 * hit touches the file's time). No lock is held for any of it. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "layer/disk_cache.h"
#include "layer/layer.h"

#define SPIRV_MAGIC 0x07230203u
#define MAX_ENTRIES 100000      /* files looked at when trimming */
#define STALE_TEMP_SECONDS 600  /* a temporary file this old was left by a writer that died */
#define TEMP_PREFIX ".tmp-"

void disk_cache_setup(Device *dev, uint32_t flags, uint32_t default_version)
{
    /* What else decides the words: the library, the target, the options. */
    uint64_t h = DISK_CACHE_FNV_OFFSET;
    uint32_t format = DISK_CACHE_FORMAT, env = (uint32_t)dev->env;
    const char *version = glspv_version_string();
    h = disk_cache_fnv(h, &format, sizeof format);
    h = disk_cache_fnv(h, version, strlen(version) + 1);
    h = disk_cache_fnv(h, &env, sizeof env);
    h = disk_cache_fnv(h, &flags, sizeof flags);
    h = disk_cache_fnv(h, &default_version, sizeof default_version);
    dev->disk_seed = h;
}

static uint64_t entry_key(const Device *dev, glspv_stage stage, const char *text, size_t length)
{
    uint32_t st = (uint32_t)stage;
    return disk_cache_fnv(disk_cache_fnv(dev->disk_seed, &st, sizeof st), text, length);
}

static bool entry_path(char *path, size_t size, const char *dir, uint64_t key)
{
    int n = snprintf(path, size, "%s/%016llx%s", dir, (unsigned long long)key, DISK_CACHE_SUFFIX);
    return n > 0 && (size_t)n < size;
}

static void warn_once(Device *dev, const char *what, const char *path)
{
    layer_lock();
    bool first = !dev->disk_warned;
    dev->disk_warned = true;
    layer_unlock();
    if (first)
        fprintf(stderr, "%s: warning: cannot %s %s (VK_GLSPV_CACHE_DIR): %s; compiled modules are not kept\n",
                LAYER_NAME, what, path, strerror(errno));
}

static bool read_all(int fd, void *data, size_t size)
{
    char *p = data;
    while (size) {
        ssize_t n = read(fd, p, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        size -= (size_t)n;
    }
    return true;
}

static bool write_all(int fd, const void *data, size_t size)
{
    const char *p = data;
    while (size) {
        ssize_t n = write(fd, p, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        size -= (size_t)n;
    }
    return true;
}

/* The entry's text, read in pieces, is `text`: no buffer of its size. */
static bool same_text(int fd, const char *text, size_t length, uint64_t *sum)
{
    char piece[4096];
    for (size_t at = 0; at < length;) {
        size_t n = length - at < sizeof piece ? length - at : sizeof piece;
        if (!read_all(fd, piece, n) || memcmp(piece, text + at, n) != 0)
            return false;
        *sum = disk_cache_fnv(*sum, piece, n);
        at += n;
    }
    return true;
}

Spirv *disk_cache_load(Device *dev, glspv_stage stage, const char *text, size_t length)
{
    const char *dir = dev->instance->settings.cache_dir;
    char path[4096];
    uint64_t key = entry_key(dev, stage, text, length);
    if (!dir || length > UINT32_MAX || !entry_path(path, sizeof path, dir, key))
        return NULL;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    Spirv *s = NULL;
    DiskCacheHeader h;
    struct stat st;
    bool ok = fstat(fd, &st) == 0 && read_all(fd, &h, sizeof h) && h.magic == DISK_CACHE_MAGIC &&
              h.format == DISK_CACHE_FORMAT && h.key == key && h.stage == (uint32_t)stage &&
              h.text_bytes == length && h.word_count >= 5 && h.reserved == 0 &&
              (uint64_t)st.st_size == disk_cache_words_offset(h.text_bytes) + (uint64_t)h.word_count * 4;
    /* The checksum as disk_cache_checksum makes it, while reading. */
    DiskCacheHeader zeroed = h;
    zeroed.checksum = 0;
    uint64_t sum = disk_cache_fnv(DISK_CACHE_FNV_OFFSET, &zeroed, sizeof zeroed);
    ok = ok && same_text(fd, text, length, &sum);
    uint32_t pad;
    size_t pad_bytes = disk_cache_words_offset(h.text_bytes) - sizeof h - h.text_bytes;
    ok = ok && (!pad_bytes || read_all(fd, &pad, pad_bytes));
    if (ok)
        s = mem_alloc(dev->alloc, sizeof *s + (size_t)h.word_count * 4, VK_SYSTEM_ALLOCATION_SCOPE_DEVICE);
    ok = s && read_all(fd, s->words, (size_t)h.word_count * 4) && s->words[0] == SPIRV_MAGIC &&
         disk_cache_fnv(sum, s->words, (size_t)h.word_count * 4) == h.checksum;
    if (ok)
        (void)futimens(fd, NULL); /* recently used: trimmed last */
    close(fd);
    if (!ok) {
        mem_free(dev->alloc, s);
        return NULL;
    }
    s->refs = 1;
    s->word_count = h.word_count;
    return s;
}

/* ---- writing and trimming ---- */

typedef struct Entry {
    struct timespec used;
    off_t size;
    char name[32];
} Entry;

static int older_first(const void *a, const void *b)
{
    const Entry *x = a, *y = b;
    if (x->used.tv_sec != y->used.tv_sec)
        return x->used.tv_sec < y->used.tv_sec ? -1 : 1;
    if (x->used.tv_nsec != y->used.tv_nsec)
        return x->used.tv_nsec < y->used.tv_nsec ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* Whether `name` is an entry's: 16 hex digits and the suffix. */
static bool entry_name(const char *name)
{
    size_t n = strlen(name);
    if (n != 16 + strlen(DISK_CACHE_SUFFIX) || strcmp(name + 16, DISK_CACHE_SUFFIX) != 0)
        return false;
    for (int i = 0; i < 16; i++)
        if (!((name[i] >= '0' && name[i] <= '9') || (name[i] >= 'a' && name[i] <= 'f')))
            return false;
    return true;
}

/* Deletes the least recently used entries until the folder holds at most
 * 3/4 of `limit` (so that not every write scans and deletes), and
 * temporary files that writers left. */
static void trim(Device *dev, const char *dir, size_t limit)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    Entry *all = NULL;
    size_t count = 0, cap = 0;
    uint64_t total = 0;
    time_t now = time(NULL);
    char path[4096];
    struct dirent *de;
    while ((de = readdir(d)) != NULL && count < MAX_ENTRIES) {
        bool temp = strncmp(de->d_name, TEMP_PREFIX, strlen(TEMP_PREFIX)) == 0;
        struct stat st;
        if ((!temp && !entry_name(de->d_name)) || snprintf(path, sizeof path, "%s/%s", dir, de->d_name) >= (int)sizeof path ||
            stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        if (temp) {
            if (now - st.st_mtime > STALE_TEMP_SECONDS)
                (void)unlink(path);
            continue;
        }
        if (count == cap) {
            size_t grown = cap ? cap * 2 : 64;
            Entry *more = mem_alloc(dev->alloc, grown * sizeof *more, VK_SYSTEM_ALLOCATION_SCOPE_COMMAND);
            if (!more)
                break;
            if (count)
                memcpy(more, all, count * sizeof *all);
            mem_free(dev->alloc, all);
            all = more;
            cap = grown;
        }
        Entry *e = &all[count++];
        e->used = st.st_mtim;
        e->size = st.st_size;
        memcpy(e->name, de->d_name, strlen(de->d_name) + 1); /* entry_name: 23 characters */
        total += (uint64_t)st.st_size;
    }
    closedir(d);
    if (total > limit) {
        qsort(all, count, sizeof *all, older_first);
        for (size_t i = 0; i < count && total > limit / 4 * 3; i++) {
            snprintf(path, sizeof path, "%s/%s", dir, all[i].name);
            if (unlink(path) == 0 || errno == ENOENT) /* another process may have trimmed it */
                total -= (uint64_t)all[i].size;
        }
    }
    mem_free(dev->alloc, all);
}

void disk_cache_store(Device *dev, glspv_stage stage, const char *text, size_t length, const Spirv *s)
{
    const Settings *set = &dev->instance->settings;
    char path[4096], temp[4096];
    uint64_t key = entry_key(dev, stage, text, length);
    if (!set->cache_dir || length > UINT32_MAX || s->word_count > UINT32_MAX ||
        !entry_path(path, sizeof path, set->cache_dir, key))
        return;
    size_t entry_bytes = disk_cache_words_offset((uint32_t)length) + s->word_count * 4;
    if (entry_bytes > set->cache_dir_bytes)
        return; /* it would be trimmed at once */
    int n = snprintf(temp, sizeof temp, "%s/%s%016llx-%ld-%lx", set->cache_dir, TEMP_PREFIX, (unsigned long long)key,
                     (long)getpid(), (unsigned long)pthread_self());
    if (n < 0 || (size_t)n >= sizeof temp)
        return;
    int fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) {
        warn_once(dev, "write", temp);
        return;
    }
    DiskCacheHeader h = {DISK_CACHE_MAGIC, DISK_CACHE_FORMAT, key, (uint32_t)stage, (uint32_t)length,
                         (uint32_t)s->word_count, 0, 0};
    h.checksum = disk_cache_checksum(&h, text, s->words);
    uint32_t zero = 0;
    size_t pad = disk_cache_words_offset(h.text_bytes) - sizeof h - length;
    bool ok = write_all(fd, &h, sizeof h) && write_all(fd, text, length) && write_all(fd, &zero, pad) &&
              write_all(fd, s->words, s->word_count * 4);
    ok = close(fd) == 0 && ok;
    if (!ok || rename(temp, path) != 0) {
        warn_once(dev, "write", ok ? path : temp);
        (void)unlink(temp);
        return;
    }
    trim(dev, set->cache_dir, set->cache_dir_bytes);
}
