/* Reading a whole input file or stream, shared by the command-line tools.
 * Header-only so that each tool stays one .c file over the public API. */
#ifndef GLSPV_TOOLS_READ_ALL_H
#define GLSPV_TOOLS_READ_ALL_H

#include <stdio.h>
#include <stdlib.h>

/* All of `f` in a malloc'd buffer with a NUL after it (not counted in
 * *size); NULL on a read error or when memory runs out. Reading stops past
 * `max` bytes (*size is then max + 1), so that a file over a limit is
 * refused without reading it all. */
static char *read_some(FILE *f, size_t *size, size_t max)
{
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t want = cap - len - 1;
        if (want > max - len + 1)
            want = max - len + 1;
        size_t got = fread(buf + len, 1, want, f);
        len += got;
        if (got < want || len > max)
            break;
        char *bigger = realloc(buf, cap * 2);
        if (!bigger) {
            free(buf);
            return NULL;
        }
        buf = bigger;
        cap *= 2;
    }
    if (buf && ferror(f)) {
        free(buf);
        return NULL;
    }
    if (buf) {
        buf[len] = '\0';
        *size = len;
    }
    return buf;
}

static char *read_all(FILE *f, size_t *size)
{
    return read_some(f, size, (size_t)-1 / 2);
}

#endif
