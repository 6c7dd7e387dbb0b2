/* The unit-test kit: each tests/unit/NAME.c is one program with its own main()
 * that makes CHECKs and ends with `return TEST_DONE();`.
 *
 * A failed check prints `file:line: CHECK failed: expr` (and the two values for
 * the _EQ forms) on stderr and the program goes on, so one run shows every
 * failure. TEST_DONE() prints `N checks, M failed` and gives the exit status:
 * 0 when nothing failed. tests/run.sh runs every such program as one test. */
#ifndef GLSPV_TEST_H
#define GLSPV_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"

/* One program per test, so these counters are per test. */
static int test_checks;
static int test_failures;

static inline int test_check(int ok, const char *file, int line, const char *expr)
{
    test_checks++;
    if (!ok) {
        test_failures++;
        fprintf(stderr, "%s:%d: CHECK failed: %s\n", file, line, expr);
    }
    return ok;
}

static inline void test_eq_int(long long a, long long b, const char *file, int line,
                               const char *expr)
{
    if (!test_check(a == b, file, line, expr))
        fprintf(stderr, "    left:  %lld\n    right: %lld\n", a, b);
}

static inline void test_eq_str(const char *a, const char *b, const char *file, int line,
                               const char *expr)
{
    int same = (a == NULL || b == NULL) ? a == b : strcmp(a, b) == 0;
    if (!test_check(same, file, line, expr)) {
        fprintf(stderr, a ? "    left:  \"%s\"\n" : "    left:  %s\n", a ? a : "NULL");
        fprintf(stderr, b ? "    right: \"%s\"\n" : "    right: %s\n", b ? b : "NULL");
    }
}

static inline int test_done(void)
{
    printf("%d checks, %d failed\n", test_checks, test_failures);
    return test_failures != 0;
}

/* The words of an assembly text, in a malloc'd copy (NULL when it does not
 * assemble). */
static inline uint32_t *test_assemble(const char *text, glspv_target_env env, size_t *n)
{
    glspv_result *r = NULL;
    *n = 0;
    if (glspv_spirv_assemble(text, strlen(text), env, 0, &r) != GLSPV_OK) {
        glspv_result_destroy(r);
        return NULL;
    }
    const uint32_t *w = glspv_result_words(r, n);
    uint32_t *copy = malloc(*n * sizeof *copy + 1);
    if (copy)
        memcpy(copy, w, *n * sizeof *copy);
    glspv_result_destroy(r);
    return copy;
}

#define CHECK(cond) test_check((cond) != 0, __FILE__, __LINE__, #cond)
#define CHECK_EQ_INT(a, b) test_eq_int((long long)(a), (long long)(b), __FILE__, __LINE__, #a " == " #b)
/* NULL equals only NULL. */
#define CHECK_EQ_STR(a, b) test_eq_str((a), (b), __FILE__, __LINE__, #a " == " #b)
#define TEST_DONE() test_done()

#endif
