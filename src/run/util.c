/* Small helpers for glspv-run: allocation that exits cleanly on out of
 * memory (a test runner has nothing better to do), growable arrays, whole-file
 * reading and IEEE half-float conversion. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

static void out_of_memory(void)
{
    fputs("glspv-run: error: out of memory\n", stderr);
    exit(1);
}

void *run_alloc(size_t size)
{
    void *p = calloc(1, size ? size : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *run_realloc(void *ptr, size_t size)
{
    void *p = realloc(ptr, size ? size : 1);
    if (!p)
        out_of_memory();
    return p;
}

char *run_strndup(const char *s, size_t len)
{
    char *p = run_alloc(len + 1);
    memcpy(p, s, len);
    p[len] = 0;
    return p;
}

char *run_strdup(const char *s)
{
    return run_strndup(s, strlen(s));
}

char *run_printf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0;
    char *p = run_alloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

void array_grow_(void **data, size_t *cap, size_t elem, size_t need)
{
    if (need <= *cap)
        return;
    size_t n = *cap ? *cap * 2 : 8;
    while (n < need)
        n *= 2;
    if (n > SIZE_MAX / elem)
        out_of_memory();
    *data = run_realloc(*data, n * elem);
    /* New elements start zeroed so partially filled structs are predictable. */
    memset((char *)*data + *cap * elem, 0, (n - *cap) * elem);
    *cap = n;
}

char *run_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    ARRAY(char) buf = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        array_grow_((void **)&buf.data, &buf.cap, 1, buf.len + n + 1);
        memcpy(buf.data + buf.len, chunk, n);
        buf.len += n;
    }
    int failed = ferror(f);
    fclose(f);
    if (failed) {
        free(buf.data);
        errno = EIO;
        return NULL;
    }
    array_grow_((void **)&buf.data, &buf.cap, 1, buf.len + 1);
    buf.data[buf.len] = 0;
    *len = buf.len;
    return buf.data;
}

/* ---- half floats: 1 sign bit, 5 exponent bits (bias 15), 10 mantissa bits ---- */

uint16_t run_half_from_float(float f)
{
    uint32_t x;
    memcpy(&x, &f, 4);
    uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
    int32_t exp = (int32_t)((x >> 23) & 0xff);
    uint32_t mant = x & 0x7fffff;

    if (exp == 0xff) /* infinity or NaN (keep NaN quiet and non-zero) */
        return (uint16_t)(sign | 0x7c00 | (mant ? 0x200 | (mant >> 13) : 0));
    int32_t e = exp - 127 + 15;
    if (e >= 31)
        return (uint16_t)(sign | 0x7c00);
    if (e <= 0) {
        /* A subnormal half (or zero): shift the mantissa with its implicit 1. */
        if (e < -10)
            return sign;
        mant |= 0x800000;
        int shift = 14 - e;
        uint32_t h = mant >> shift;
        uint32_t rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (h & 1)))
            h++;
        return (uint16_t)(sign | h);
    }
    uint32_t h = ((uint32_t)e << 10) | (mant >> 13);
    uint32_t rem = mant & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
        h++; /* may carry into the exponent, which is the right rounding */
    return (uint16_t)(sign | h);
}

float run_half_to_float(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16;
    uint32_t exp = (h >> 10) & 0x1f;
    uint32_t mant = h & 0x3ff;
    uint32_t x;

    if (exp == 0) {
        if (mant == 0) {
            x = sign;
        } else {
            /* Normalise the subnormal. */
            int e = -1;
            do {
                e++;
                mant <<= 1;
            } while (!(mant & 0x400));
            x = sign | ((uint32_t)(127 - 15 - e) << 23) | ((mant & 0x3ff) << 13);
        }
    } else if (exp == 31) {
        x = sign | 0x7f800000 | (mant << 13);
    } else {
        x = sign | ((exp - 15 + 127) << 23) | (mant << 13);
    }
    float f;
    memcpy(&f, &x, 4);
    return f;
}
