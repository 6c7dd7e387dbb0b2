/* A long source is compiled one external declaration at a time (compile.c's
 * compile_streaming): each function's tree goes back once the function is
 * emitted, so that the memory a compile peaks at grows with the largest
 * function and the module, not with the whole unit's tree. A function no
 * call names is not emitted; where that way gives up (here: an overload of
 * a called name that nothing calls, emitted, which the module leaves out),
 * the unit is compiled whole again. Every way gives the same words. A
 * definition's header goes back with its body too. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "budget.h"
#include "test.h"

/* A compute shader of `functions` functions of arithmetic, built-in calls,
 * loops and buffer accesses, each called from main (scripts/bench's
 * generated shader), and `unused`, if any, which nothing calls. */
static char *shader(int functions, const char *unused, size_t *len)
{
    size_t cap = (size_t)functions * 400 + 1024, at = 0;
    char *s = malloc(cap);
    at += (size_t)sprintf(s + at, "#version 450\nlayout(local_size_x = 64) in;\n"
                                  "layout(std430, binding = 0) buffer Data { vec4 v[]; } data;\n");
    for (int i = 0; i < functions; i++)
        at += (size_t)sprintf(s + at, "vec4 f%d(vec4 a, uint i) {\n"
                                      "    vec4 b = a * %d.5 + data.v[(i + %du) %% 64u];\n"
                                      "    for (int k = 0; k < %d; k++) b = mix(b, sin(b) * cos(a), 0.25) + float(k);\n"
                                      "    return clamp(b, vec4(-1.0), vec4(%d.0)) + dot(a, b) * normalize(a + vec4(1.0));\n"
                                      "}\n", i, i % 7, i, i % 5 + 1, i % 9 + 1);
    if (unused)
        at += (size_t)sprintf(s + at, "%s\n", unused);
    at += (size_t)sprintf(s + at, "void main() {\n    uint i = gl_GlobalInvocationID.x;\n    vec4 r = data.v[i];\n");
    for (int i = 0; i < functions; i++)
        at += (size_t)sprintf(s + at, "    r += f%d(r, i);\n", i);
    at += (size_t)sprintf(s + at, "    data.v[i] = r;\n}\n");
    *len = at;
    return s;
}

/* `functions` functions of `params` vec4 parameters each, of which main
 * calls the first: their headers are most of the tree. Then the fifth is
 * declared again, after its header went back with its body. */
static char *shader_of_headers(int functions, int params, size_t *len)
{
    size_t cap = (size_t)(functions + 2) * (64 + 16 * (size_t)params) + 256, at = 0;
    char *s = malloc(cap);
    at += (size_t)sprintf(s + at, "#version 450\nlayout(local_size_x = 64) in;\n"
                                  "layout(std430, binding = 0) buffer Data { vec4 v[]; } data;\n");
    for (int i = 0; i < functions; i++) {
        at += (size_t)sprintf(s + at, "vec4 f%d(vec4 a", i);
        for (int k = 1; k < params; k++)
            at += (size_t)sprintf(s + at, ", vec4 b%d", k);
        at += (size_t)sprintf(s + at, ") { return a; }\n");
    }
    at += (size_t)sprintf(s + at, "vec4 f5(vec4 a");
    for (int k = 1; k < params; k++)
        at += (size_t)sprintf(s + at, ", vec4 b%d", k);
    at += (size_t)sprintf(s + at, ");\n");
    at += (size_t)sprintf(s + at, "void main() {\n    data.v[0] = f0(data.v[1]");
    for (int k = 1; k < params; k++)
        at += (size_t)sprintf(s + at, ", data.v[2]");
    at += (size_t)sprintf(s + at, ");\n}\n");
    *len = at;
    return s;
}

/* Compiles; the module's words (malloc'd, *count of them) and the peak of
 * the bytes the compile held. */
static uint32_t *compile(const char *src, size_t len, size_t *count, long long *peak)
{
    Peak p = {0, 0};
    glspv_allocator al = {&p, peak_alloc, NULL, peak_free};
    glspv_options *o = NULL;
    glspv_options_create(&o);
    glspv_options_set_allocator(o, &al);
    glspv_result *r = NULL;
    uint32_t *copy = NULL;
    *count = 0;
    glspv_status st = glspv_compile(o, GLSPV_STAGE_COMPUTE, src, len, "t.comp", &r);
    if (CHECK(st == GLSPV_OK)) {
        const uint32_t *words = glspv_result_words(r, count);
        copy = malloc(*count * 4);
        memcpy(copy, words, *count * 4);
    }
    glspv_result_destroy(r);
    glspv_options_destroy(o);
    CHECK_EQ_INT((int)p.live, 0);
    *peak = p.peak;
    return copy;
}

int main(void)
{
    size_t len, len_named, len_unused, count, count_named, count_unused;
    long long peak, peak_named, peak_unused;
    char *src = shader(400, NULL, &len);
    char *src_named = shader(400, "float unused(float x) { return x * 2.0; }", &len_named);
    char *src_unused = shader(400, "vec4 f7(float x) { return vec4(x); }", &len_unused);
    uint32_t *streamed = compile(src, len, &count, &peak);
    uint32_t *named = compile(src_named, len_named, &count_named, &peak_named);
    uint32_t *whole = compile(src_unused, len_unused, &count_unused, &peak_unused);
    /* The same module every way (the unused function is dropped). */
    if (CHECK(streamed && named && count == count_named))
        CHECK(memcmp(streamed, named, count * 4) == 0);
    if (CHECK(streamed && whole && count == count_unused))
        CHECK(memcmp(streamed, whole, count * 4) == 0);
    CHECK(peak_named * 5 < peak_unused * 4); /* one declaration at a time: not given up */
    /* ~100 KB of source: the whole compile peaks at ~5 MB, ~3.5 MB of it
     * the tree; one function at a time at ~3.6 MB (the module, the
     * symbols, the tokens, the function headers). */
    if (!CHECK(peak * 5 < peak_unused * 4))
        fprintf(stderr, "    peak %lld bytes one declaration at a time, %lld whole (%zu bytes of source)\n", peak,
                peak_unused, len);
    /* A definition's header (its node, parameters and their types) goes
     * back with its body: eleven parameters more on each of 300 functions
     * held 1.2 MB more at once while the headers stayed, 0.1 MB (their
     * tokens, the symbols' arrays) now. */
    size_t len1, len12, count1, count12;
    long long peak1, peak12;
    char *src1 = shader_of_headers(300, 1, &len1), *src12 = shader_of_headers(300, 12, &len12);
    free(compile(src1, len1, &count1, &peak1));
    free(compile(src12, len12, &count12, &peak12));
    if (!CHECK(peak12 - peak1 < 300LL * 11 * 150))
        fprintf(stderr, "    peak %lld bytes with 12 parameters a function, %lld with 1\n", peak12, peak1);
    free(src1);
    free(src12);
    free(streamed);
    free(named);
    free(whole);
    free(src);
    free(src_named);
    free(src_unused);
    return TEST_DONE();
}
