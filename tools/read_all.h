/* Reading a whole input file or stream, shared by the command-line tools.
 * Header-only so that each tool stays one .c file over the public API. */
#ifndef GLSPV_TOOLS_READ_ALL_H
#define GLSPV_TOOLS_READ_ALL_H

#include <stdio.h>
#include <stdlib.h>

/* All of `f` in a malloc'd buffer with a NUL after it (not counted in
 * *size); NULL on a read error or when memory runs out. */
static char *read_all(FILE *f, size_t *size)
{
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        len += fread(buf + len, 1, cap - len - 1, f);
        if (len < cap - 1)
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

#endif
