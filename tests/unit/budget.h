/* Allocators for the library's glspv_allocator hooks. Budget fails the Nth
 * request and counts live bytes: the out-of-memory tests set calls_left to
 * N and check that `live` is back to 0 afterwards. Peak keeps the most
 * bytes held at once: the memory tests compare it. */
#ifndef GLSPV_TESTS_BUDGET_H
#define GLSPV_TESTS_BUDGET_H

#include <stdlib.h>

typedef struct Budget {
    int calls_left;
    long long live;
} Budget;

static inline void *budget_alloc(void *user, size_t size)
{
    Budget *b = user;
    if (b->calls_left-- <= 0)
        return NULL;
    b->live += (long long)size;
    return malloc(size);
}

static inline void budget_free(void *user, void *ptr, size_t size)
{
    Budget *b = user;
    b->live -= (long long)size;
    free(ptr);
}

/* An allocator that keeps the peak of the bytes it has handed out. */
typedef struct Peak {
    long long live, peak;
} Peak;

static inline void *peak_alloc(void *user, size_t size)
{
    Peak *p = user;
    p->live += (long long)size;
    if (p->live > p->peak)
        p->peak = p->live;
    return malloc(size);
}

static inline void peak_free(void *user, void *ptr, size_t size)
{
    Peak *p = user;
    p->live -= (long long)size;
    free(ptr);
}

#endif
