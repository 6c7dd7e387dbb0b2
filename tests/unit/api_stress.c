/* The library under pressure: every allocation failing in turn (each call
 * must report out of memory and free everything), and many threads calling
 * it at once with no lock (each must get exactly the single-threaded
 * answer). Covers preprocessing, parsing, assembling and disassembling. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "budget.h"
#include "test.h"

static const char shader[] =
    "#version 450\n"
    "#define SCALE(x) ((x) * 2.0)\n"
    "layout(local_size_x = 4) in;\n"
    "struct Item { vec4 value; int flags[2]; };\n"
    "layout(std430, binding = 0) buffer Data { Item items[]; };\n"
    "float twice(float v) { return SCALE(v); }\n"
    "void main() {\n"
    "    uint i = gl_GlobalInvocationID.x;\n"
    "    for (int k = 0; k < 2; k++)\n"
    "        items[i].value.x = twice(items[i].value.y) + float(items[i].flags[k]);\n"
    "}\n";

static const char assembly[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";


/* Calls glspv_parse with allocations failing from the Nth on, for every N
 * until one succeeds; returns 1 when it did. */
static int parse_with_failures(glspv_options *o)
{
    for (int fail_at = 0; fail_at < 100000; fail_at++) {
        Budget b = {fail_at, 0};
        glspv_allocator al = {&b, budget_alloc, NULL, budget_free};
        CHECK_EQ_INT(glspv_options_set_allocator(o, &al), GLSPV_OK);
        glspv_result *r = NULL;
        glspv_status s = glspv_parse(o, GLSPV_STAGE_COMPUTE, shader, strlen(shader), "stress.comp", &r);
        if (s != GLSPV_OK)
            CHECK_EQ_INT(s, GLSPV_ERROR_OUT_OF_MEMORY);
        glspv_result_destroy(r);
        CHECK_EQ_INT(b.live, 0);
        if (s == GLSPV_OK) {
            glspv_options_set_allocator(o, NULL);
            return 1;
        }
    }
    return 0;
}

/* What one thread computes, and what it should get. */
typedef struct Work {
    glspv_options *options;
    const char *ast, *preprocessed, *disassembly;
    int mismatches;
} Work;

static char *copy_text(const glspv_result *r)
{
    const char *t = glspv_result_text(r, NULL);
    return t ? strcpy(malloc(strlen(t) + 1), t) : NULL;
}

static void run_once(Work *w, char **ast, char **pre, char **dis)
{
    glspv_result *r = NULL;
    glspv_parse(w->options, GLSPV_STAGE_COMPUTE, shader, strlen(shader), "stress.comp", &r);
    *ast = copy_text(r);
    glspv_result_destroy(r);
    glspv_preprocess(w->options, GLSPV_STAGE_COMPUTE, shader, strlen(shader), "stress.comp", &r);
    *pre = copy_text(r);
    glspv_result_destroy(r);
    glspv_spirv_assemble(assembly, strlen(assembly), GLSPV_ENV_VULKAN_1_0, 0, &r);
    size_t n = 0;
    const uint32_t *words = glspv_result_words(r, &n);
    glspv_result *d = NULL;
    glspv_spirv_disassemble(words, n, 0, &d);
    *dis = copy_text(d);
    glspv_result_destroy(d);
    glspv_result_destroy(r);
}

static int same(const char *a, const char *b)
{
    return a && b && strcmp(a, b) == 0;
}

static void *thread_main(void *arg)
{
    Work *w = arg;
    for (int i = 0; i < 40; i++) {
        char *ast, *pre, *dis;
        run_once(w, &ast, &pre, &dis);
        if (!same(ast, w->ast) || !same(pre, w->preprocessed) || !same(dis, w->disassembly))
            w->mismatches++;
        free(ast);
        free(pre);
        free(dis);
    }
    return NULL;
}

int main(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_flags(o, GLSPV_FLAG_DUMP_AST), GLSPV_OK);
    CHECK(parse_with_failures(o));

    /* The single-threaded answers. */
    Work base = {o, NULL, NULL, NULL, 0};
    char *ast, *pre, *dis;
    run_once(&base, &ast, &pre, &dis);
    CHECK(ast && strstr(ast, "function twice returns float"));
    CHECK(pre && !strstr(pre, "SCALE(v)") && strstr(pre, "2.0"));
    CHECK(dis && strstr(dis, "OpEntryPoint GLCompute %1 \"main\""));

    enum { THREADS = 8 };
    pthread_t threads[THREADS];
    Work work[THREADS];
    for (int i = 0; i < THREADS; i++) {
        work[i] = (Work){o, ast, pre, dis, 0};
        CHECK_EQ_INT(pthread_create(&threads[i], NULL, thread_main, &work[i]), 0);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(threads[i], NULL);
        CHECK_EQ_INT(work[i].mismatches, 0);
    }
    free(ast);
    free(pre);
    free(dis);
    glspv_options_destroy(o);
    return TEST_DONE();
}
