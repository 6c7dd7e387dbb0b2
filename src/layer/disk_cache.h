/* The files of the layer's persistent cache (VK_GLSPV_CACHE_DIR), as
 * disk_cache.c writes and reads them. Standalone (no Vulkan, no layer
 * state) so that tests can make and damage entries.
 *
 * One file per (source text, stage, options, library version), named
 * KEY.glspvc with KEY the 16 hex digits of disk_cache_key. It holds a
 * DiskCacheHeader, the source text (padded to 4 bytes), then the SPIR-V
 * words. The text is kept to compare: a key that collides is a miss, never
 * another shader's words. The checksum covers the header's other fields,
 * the text and the words: a truncated or damaged file is a miss, and is
 * rewritten. Files are in the byte order of the machine that wrote them; a
 * file from another is a miss (the magic reads wrong). */
#ifndef GLSPV_LAYER_DISK_CACHE_H
#define GLSPV_LAYER_DISK_CACHE_H

#include <stddef.h>
#include <stdint.h>

#define DISK_CACHE_MAGIC 0x43505347u /* "GSPC" */
#define DISK_CACHE_FORMAT 1u
#define DISK_CACHE_SUFFIX ".glspvc"
#define DISK_CACHE_FNV_OFFSET 0xcbf29ce484222325ull

typedef struct DiskCacheHeader {
    uint32_t magic, format;
    uint64_t key;
    uint32_t stage;        /* glspv_stage */
    uint32_t text_bytes;   /* the source text's length */
    uint32_t word_count;   /* SPIR-V words after the padded text */
    uint32_t reserved;     /* 0 */
    uint64_t checksum;     /* disk_cache_checksum of the rest */
} DiskCacheHeader;

static inline uint64_t disk_cache_fnv(uint64_t h, const void *data, size_t size)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < size; i++) {
        h ^= p[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

/* Over the header with checksum 0, the text and the words. */
static inline uint64_t disk_cache_checksum(const DiskCacheHeader *h, const char *text, const uint32_t *words)
{
    DiskCacheHeader copy = *h;
    copy.checksum = 0;
    uint64_t sum = disk_cache_fnv(DISK_CACHE_FNV_OFFSET, &copy, sizeof copy);
    sum = disk_cache_fnv(sum, text, h->text_bytes);
    return disk_cache_fnv(sum, words, (size_t)h->word_count * 4);
}

/* Where the words start in the file. */
static inline size_t disk_cache_words_offset(uint32_t text_bytes)
{
    return sizeof(DiskCacheHeader) + (((size_t)text_bytes + 3) & ~(size_t)3);
}

#endif
