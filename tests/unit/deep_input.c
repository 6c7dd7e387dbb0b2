/* The deepest inputs the limits let through, and far deeper ones, compiled
 * on a thread with a 256 KiB stack (the layer compiles on the application's
 * threads, where that is common): the accepted ones give valid modules, the
 * others the located error of nesting-depth, and none overflows the stack.
 * Every recursion over the input (parser, checker, folder, precision,
 * emitter) is bounded by the tree depth the parser allows, about twice
 * nesting-depth at worst (a left chain whose first operand is itself deep). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "test.h"

/* Sanitizer frames are several times larger (redzones, no inlining at -O1):
 * the ASan build gets a 2 MiB stack; the normal build the 256 KiB of the
 * requirement. */
#if defined(__SANITIZE_ADDRESS__)
#define STACK_BYTES (2u << 20)
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STACK_BYTES (2u << 20)
#endif
#endif
#ifndef STACK_BYTES
#define STACK_BYTES (256u << 10)
#endif

#define ACCEPTED 240   /* levels well within the default nesting-depth of 256 */
#define HUGE 50000     /* terms in the refused inputs */

typedef struct Text {
    char *data;
    size_t len, cap;
} Text;

static void put(Text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->data = realloc(t->data, t->cap);
    }
    memcpy(t->data + t->len, s, n + 1);
    t->len += n;
}

static void repeat(Text *t, const char *s, int times)
{
    for (int i = 0; i < times; i++)
        put(t, s);
}

typedef struct Job {
    const char *name;
    char *source;
    int expect_ok;   /* 1: a valid module; 0: the nesting-depth error */
    glspv_status status;
    char log[512];
} Job;

static void *compile_job(void *arg)
{
    Job *j = arg;
    glspv_result *r = NULL;
    j->status = glspv_compile(NULL, GLSPV_STAGE_FRAGMENT, j->source, strlen(j->source), j->name, &r);
    const char *log = glspv_result_log(r);
    snprintf(j->log, sizeof j->log, "%s", log ? log : "");
    glspv_result_destroy(r);
    return NULL;
}

static void run_on_small_stack(Job *j)
{
    pthread_attr_t attr;
    pthread_t thread;
    CHECK_EQ_INT(pthread_attr_init(&attr), 0);
    CHECK_EQ_INT(pthread_attr_setstacksize(&attr, STACK_BYTES), 0);
    CHECK_EQ_INT(pthread_create(&thread, &attr, compile_job, j), 0);
    CHECK_EQ_INT(pthread_join(thread, NULL), 0);
    pthread_attr_destroy(&attr);
    if (j->expect_ok && j->status != GLSPV_OK)
        fprintf(stderr, "%s: expected a module, got:\n%s\n", j->name, j->log);
    if (!j->expect_ok && !strstr(j->log, "nested too deeply (limit nesting-depth: 256)"))
        fprintf(stderr, "%s: expected the nesting-depth error, got:\n%s\n", j->name, j->log);
    CHECK_EQ_INT(j->status, j->expect_ok ? GLSPV_OK : GLSPV_ERROR_COMPILE);
    CHECK(j->expect_ok || strstr(j->log, "nested too deeply (limit nesting-depth: 256)") != NULL);
}

static const char head[] = "#version 450\nlayout(location = 0) out vec4 o;\nlayout(location = 0) in float x;\n";

/* main() { o = vec4(<before>... <middle> <after>... <tail>); } with n
 * copies of before and of after. */
static char *expression(const char *before, const char *middle, const char *after, const char *tail, int n)
{
    Text t = {0};
    put(&t, head);
    put(&t, "void main() { bool b = x > 0.0; vec4 v = vec4(x); int k[1] = int[1](0); o = vec4(");
    repeat(&t, before, n);
    put(&t, middle);
    repeat(&t, after, n);
    put(&t, tail);
    put(&t, "); }\n");
    return t.data;
}

static void chains(int n, int expect_ok)
{
    Job jobs[] = {
        {"plus.frag", expression("", "x", " + x", "", n), expect_ok, 0, ""},
        {"comma.frag", expression("", "(x", ", x", ")", n), expect_ok, 0, ""},
        {"andand.frag", expression("", "float(b", " && b", ")", n), expect_ok, 0, ""},
        {"swizzle.frag", expression("", "v", ".wzyx", "", n), expect_ok, 0, ""},
        {"unary.frag", expression("- ", "x", "", "", n), expect_ok, 0, ""},
        {"ternary.frag", expression("b ? x : ", "x", "", "", n), expect_ok, 0, ""},
        {"calls.frag", expression("abs(", "x", ")", "", n), expect_ok, 0, ""},
        {"index.frag", expression("k[", "0", "]", "", n), expect_ok, 0, ""},
    };
    for (size_t i = 0; i < sizeof jobs / sizeof *jobs; i++) {
        run_on_small_stack(&jobs[i]);
        free(jobs[i].source);
    }
}

/* A left chain whose first right operand is itself deep: that operand
 * lies as deep as the chain is long, plus its own depth, which the parser
 * counts (chain_end), so the tree stays within the limit. */
static void chain_over_deep_operand(int n, int expect_ok)
{
    Text t = {0};
    put(&t, head);
    put(&t, "void main() { o = vec4(x + ");
    repeat(&t, "- ", n);
    put(&t, "x");
    repeat(&t, " + x", n);
    put(&t, "); }\n");
    Job j = {"chain-over-deep-operand.frag", t.data, expect_ok, 0, ""};
    run_on_small_stack(&j);
    free(t.data);
}

/* Constant folding and array sizes over chains. */
static void folded(int n, int expect_ok)
{
    Text a = {0}, b = {0};
    put(&a, head);
    put(&a, "const float c = 1.0");
    repeat(&a, " + 1.0", n);
    put(&a, ";\nvoid main() { o = vec4(c); }\n");
    put(&b, head);
    put(&b, "void main() { float a[1");
    repeat(&b, " + 1", n);
    put(&b, "]; a[0] = x; o = vec4(a[0]); }\n");
    Job jobs[] = {{"constfold.frag", a.data, expect_ok, 0, ""}, {"arrsize.frag", b.data, expect_ok, 0, ""}};
    for (size_t i = 0; i < 2; i++) {
        run_on_small_stack(&jobs[i]);
        free(jobs[i].source);
    }
}

/* Statements: nested blocks, else-if chains, nested loops. */
static void statements(int n, int expect_ok)
{
    Text a = {0}, b = {0}, c = {0};
    put(&a, head);
    put(&a, "void main() { o = vec4(0); ");
    repeat(&a, "{ ", n);
    put(&a, "o.x = x;");
    repeat(&a, " }", n);
    put(&a, " }\n");
    put(&b, head);
    put(&b, "void main() { o = vec4(0); ");
    for (int i = 0; i < n; i++) {
        char line[80];
        snprintf(line, sizeof line, "if (x == %d.0) o.x = %d.0; else ", i, i);
        put(&b, line);
    }
    put(&b, "o.x = 1.0; }\n");
    put(&c, head);
    put(&c, "void main() { o = vec4(0); ");
    repeat(&c, "for (int i = 0; i < 2; i++) ", n);
    put(&c, "o.x += x; }\n");
    Job jobs[] = {{"blocks.frag", a.data, expect_ok, 0, ""},
                  {"else-if.frag", b.data, expect_ok, 0, ""},
                  {"loops.frag", c.data, expect_ok, 0, ""}};
    for (size_t i = 0; i < 3; i++) {
        run_on_small_stack(&jobs[i]);
        free(jobs[i].source);
    }
}

/* Types: structures holding structures, arrays of arrays. */
static void types(int n, int expect_ok)
{
    Text a = {0}, b = {0};
    put(&a, head);
    put(&a, "struct S0 { float f; };\n");
    for (int i = 1; i < n; i++) {
        char line[80];
        snprintf(line, sizeof line, "struct S%d { S%d s; };\n", i, i - 1);
        put(&a, line);
    }
    char last[96];
    snprintf(last, sizeof last, "void main() { S%d s; o = vec4(x); }\n", n - 1);
    put(&a, last);
    put(&b, head);
    put(&b, "void main() { float a");
    repeat(&b, "[1]", n);
    put(&b, "; o = vec4(x); }\n");
    Job jobs[] = {{"struct-chain.frag", a.data, expect_ok, 0, ""}, {"array-dims.frag", b.data, expect_ok, 0, ""}};
    for (size_t i = 0; i < 2; i++) {
        run_on_small_stack(&jobs[i]);
        free(jobs[i].source);
    }
}

/* Functions each calling the one before: the call graph walks are
 * iterative, so any length compiles. */
static void call_chain(int n)
{
    Text t = {0};
    put(&t, head);
    put(&t, "float f0(float v) { return v; }\n");
    for (int i = 1; i < n; i++) {
        char line[80];
        snprintf(line, sizeof line, "float f%d(float v) { return f%d(v); }\n", i, i - 1);
        put(&t, line);
    }
    char last[80];
    snprintf(last, sizeof last, "void main() { o = vec4(f%d(x)); }\n", n - 1);
    put(&t, last);
    Job j = {"call-chain.frag", t.data, 1, 0, ""};
    run_on_small_stack(&j);
    free(t.data);
}

int main(void)
{
    chains(ACCEPTED, 1);
    chains(HUGE, 0);
    chain_over_deep_operand(ACCEPTED / 2, 1);
    chain_over_deep_operand(ACCEPTED, 0);
    folded(ACCEPTED, 1);
    folded(HUGE, 0);
    statements(ACCEPTED / 2, 1); /* a statement inside an if or a loop is one level deeper than it */
    statements(HUGE, 0);
    types(ACCEPTED, 1);
    types(2000, 0);
    call_chain(20000);
    return TEST_DONE();
}
