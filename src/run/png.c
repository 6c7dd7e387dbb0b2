/* A minimal PNG writer for --image: 8-bit RGBA, no interlace, every row
 * with filter 0, and the zlib stream made of "stored" deflate blocks (RFC
 * 1950/1951), so no compression library is needed. The files are larger
 * than they could be, which does not matter for a 250x250 test picture.
 *
 * Layout: the 8-byte signature, then chunks of (length, type, data,
 * CRC-32 of type and data): IHDR, one IDAT, IEND. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run/run.h"

/* Stored deflate blocks hold at most 65535 bytes. */
#define STORED_MAX 65535u

typedef struct Out {
    ARRAY(uint8_t) bytes;
} Out;

static void put(Out *o, const void *data, size_t n)
{
    if (!n)
        return;
    array_grow_((void **)&o->bytes.data, &o->bytes.cap, 1, o->bytes.len + n);
    memcpy(o->bytes.data + o->bytes.len, data, n);
    o->bytes.len += n;
}

static void put_u32be(Out *o, uint32_t v)
{
    uint8_t b[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    put(o, b, 4);
}

/* CRC-32 (ISO 3309, polynomial 0xedb88320 reflected), bit by bit: the
 * images are small, so no table is needed. */
static uint32_t crc32_update(uint32_t crc, const uint8_t *p, size_t n)
{
    crc = ~crc;
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1)));
    }
    return ~crc;
}

/* Adler-32 of the uncompressed data, which ends a zlib stream. */
static uint32_t adler32(const uint8_t *p, size_t n)
{
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + p[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

static void chunk(Out *o, const char type[4], const uint8_t *data, size_t n)
{
    put_u32be(o, (uint32_t)n);
    size_t start = o->bytes.len;
    put(o, type, 4);
    put(o, data, n);
    put_u32be(o, crc32_update(0, o->bytes.data + start, n + 4));
}

/* The zlib stream of `raw`: header, stored blocks, Adler-32. */
static void zlib_stored(Out *z, const uint8_t *raw, size_t n)
{
    const uint8_t header[2] = {0x78, 0x01}; /* deflate, 32K window, (0x7801 % 31 == 0) */
    put(z, header, 2);
    size_t pos = 0;
    do {
        size_t len = n - pos > STORED_MAX ? STORED_MAX : n - pos;
        uint8_t block[5];
        block[0] = pos + len == n ? 1 : 0; /* BFINAL, BTYPE 00 */
        block[1] = (uint8_t)len;
        block[2] = (uint8_t)(len >> 8);
        block[3] = (uint8_t)~len;
        block[4] = (uint8_t)(~len >> 8);
        put(z, block, 5);
        put(z, raw + pos, len);
        pos += len;
    } while (pos < n);
    put_u32be(z, adler32(raw, n));
}

bool png_write(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height)
{
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    size_t row = (size_t)width * 4, n = (row + 1) * height;
    uint8_t *raw = run_alloc(n);
    for (uint32_t y = 0; y < height; y++) {
        raw[y * (row + 1)] = 0; /* filter: none */
        memcpy(raw + y * (row + 1) + 1, rgba + y * row, row);
    }
    Out png = {{0}}, z = {{0}};
    zlib_stored(&z, raw, n);
    free(raw);

    uint8_t ihdr[13];
    uint32_t dims[2] = {width, height};
    for (int i = 0; i < 2; i++) {
        for (int k = 0; k < 4; k++)
            ihdr[i * 4 + k] = (uint8_t)(dims[i] >> (24 - 8 * k));
    }
    ihdr[8] = 8;  /* bit depth */
    ihdr[9] = 6;  /* colour type: RGBA */
    ihdr[10] = 0; /* deflate */
    ihdr[11] = 0; /* adaptive filtering */
    ihdr[12] = 0; /* no interlace */
    put(&png, signature, sizeof signature);
    chunk(&png, "IHDR", ihdr, sizeof ihdr);
    chunk(&png, "IDAT", z.bytes.data, z.bytes.len);
    chunk(&png, "IEND", NULL, 0);
    free(z.bytes.data);

    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(png.bytes.data, 1, png.bytes.len, f) == png.bytes.len;
    if (f && fclose(f))
        ok = false;
    free(png.bytes.data);
    return ok;
}
