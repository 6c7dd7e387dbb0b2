/* An allocator for the library's glspv_allocator hooks that fails the Nth
 * request and counts live bytes: the out-of-memory tests set calls_left to
 * N and check that `live` is back to 0 afterwards. */
#ifndef GLSPV_TESTS_BUDGET_H
#define GLSPV_TESTS_BUDGET_H

#include <stdlib.h>

typedef struct Budget {
    int calls_left;
    long long live;
} Budget;

static void *budget_alloc(void *user, size_t size)
{
    Budget *b = user;
    if (b->calls_left-- <= 0)
        return NULL;
    b->live += (long long)size;
    return malloc(size);
}

static void budget_free(void *user, void *ptr, size_t size)
{
    Budget *b = user;
    b->live -= (long long)size;
    free(ptr);
}

#endif
