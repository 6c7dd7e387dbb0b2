/* Lookups in constant tables sorted by name: the built-in tables of the
 * front end are searched by name on every use, so they are kept in strcmp
 * order and searched in halves. */
#include <string.h>

#include "base/base.h"

const void *table_find_name(const void *table, size_t count, size_t size, const char *name, size_t len)
{
    const char *rows = table;
    size_t lo = 0, hi = count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *row_name;
        memcpy(&row_name, rows + mid * size, sizeof row_name);
        /* The first bytes first, as strncmp compares them (unsigned): most
         * steps of the search end there, without a call. */
        int cmp = len ? (unsigned char)row_name[0] - (unsigned char)name[0] : 0;
        if (cmp == 0)
            cmp = strncmp(row_name, name, len);
        if (cmp == 0 && row_name[len] != '\0')
            cmp = 1; /* the row's name is longer: it sorts after */
        if (cmp == 0)
            return rows + mid * size;
        if (cmp < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}
