/* Reading a whole input file or stream, for the command-line tools. */
#include "read_all.h"

#include <stdlib.h>

char *read_some(FILE *f, size_t *size, size_t max)
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

char *read_all(FILE *f, size_t *size)
{
    return read_some(f, size, (size_t)-1 / 2);
}
