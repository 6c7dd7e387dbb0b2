/* The optimizer's C API: glspv_options_set_optimization (glspv_compile
 * with -O0 gives the words of no option, -O valid and fewer words),
 * glspv_spirv_optimize (valid modules optimized, invalid ones refused with
 * the validator's messages, bad arguments; a block of scalar layout, which
 * only the device's features allow, optimized as it is), and the optimizer
 * called from several threads at once. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "test.h"

static const char module_text[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 4 1 1\n"
    "OpName %main \"main\"\n"
    "OpName %unused \"unused\"\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%int = OpTypeInt 32 1\n"
    "%float = OpTypeFloat 32\n"
    "%c = OpConstant %int 7\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%x = OpIAdd %int %c %c\n"
    "OpReturn\n"
    "OpFunctionEnd\n"
    "%unused = OpFunction %void None %fn\n"
    "%l = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static const char shader[] =
    "#version 450\n"
    "layout(location = 0) in vec4 v;\n"
    "layout(location = 0) out vec4 color;\n"
    "float unused(float x) { return x * 2.0; }\n"
    "void main() { int k = 3 * 4; vec4 c = v; if (v.x > 0.5) c *= float(k); color = c; }\n";

static int valid(const uint32_t *w, size_t n)
{
    glspv_result *r = NULL;
    glspv_status s = glspv_spirv_validate(w, n, GLSPV_ENV_VULKAN_1_0, 0, &r);
    if (s != GLSPV_OK)
        fprintf(stderr, "%s", glspv_result_text(r, NULL) ? glspv_result_text(r, NULL) : glspv_result_log(r));
    glspv_result_destroy(r);
    return s == GLSPV_OK;
}

/* The words of the shader compiled at `level`; -1: no level set. */
static uint32_t *compiled(int level, size_t *n)
{
    glspv_options *o = NULL;
    glspv_result *r = NULL;
    *n = 0;
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
    if (level >= 0)
        CHECK_EQ_INT(glspv_options_set_optimization(o, (glspv_optimization)level), GLSPV_OK);
    CHECK_EQ_INT(glspv_compile(o, GLSPV_STAGE_FRAGMENT, shader, strlen(shader), "t.frag", &r), GLSPV_OK);
    const uint32_t *w = glspv_result_words(r, n);
    uint32_t *copy = malloc(*n * sizeof *copy + 1);
    memcpy(copy, w, *n * sizeof *copy);
    glspv_result_destroy(r);
    glspv_options_destroy(o);
    return copy;
}

static void test_options(void)
{
    glspv_options *o = NULL;
    CHECK_EQ_INT(glspv_options_set_optimization(NULL, GLSPV_OPT_SIZE), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_create(&o), GLSPV_OK);
    CHECK_EQ_INT(glspv_options_set_optimization(o, (glspv_optimization)3), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_options_set_optimization(o, GLSPV_OPT_SIZE), GLSPV_OK);
    glspv_options_destroy(o);

    size_t n_plain, n_none, n_perf, n_size;
    uint32_t *plain = compiled(-1, &n_plain), *none = compiled(GLSPV_OPT_NONE, &n_none);
    uint32_t *perf = compiled(GLSPV_OPT_PERFORMANCE, &n_perf), *size = compiled(GLSPV_OPT_SIZE, &n_size);
    CHECK(n_plain == n_none && memcmp(plain, none, n_plain * 4) == 0);
    CHECK(n_perf < n_plain);
    CHECK(n_size <= n_plain);
    CHECK(valid(perf, n_perf));
    CHECK(valid(size, n_size));
    free(plain), free(none), free(perf), free(size);
}

static void test_optimize(void)
{
    size_t n;
    uint32_t *w = test_assemble(module_text, GLSPV_ENV_VULKAN_1_0, &n);
    glspv_result *r = NULL;
    CHECK(w != NULL);
    CHECK_EQ_INT(glspv_spirv_optimize(w, n, GLSPV_ENV_VULKAN_1_0, GLSPV_OPT_PERFORMANCE, NULL),
                 GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_spirv_optimize(NULL, 5, GLSPV_ENV_VULKAN_1_0, GLSPV_OPT_PERFORMANCE, &r),
                 GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(r == NULL);
    CHECK_EQ_INT(glspv_spirv_optimize(w, n, (glspv_target_env)99, GLSPV_OPT_PERFORMANCE, &r),
                 GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_spirv_optimize(w, n, GLSPV_ENV_VULKAN_1_0, (glspv_optimization)9, &r),
                 GLSPV_ERROR_INVALID_ARGUMENT);

    CHECK_EQ_INT(glspv_spirv_optimize(w, n, GLSPV_ENV_VULKAN_1_0, GLSPV_OPT_PERFORMANCE, &r), GLSPV_OK);
    size_t m = 0;
    const uint32_t *out = glspv_result_words(r, &m);
    CHECK(out != NULL && m < n);
    CHECK(valid(out, m));
    /* The unused function, its name, the dead add and the constant are gone. */
    glspv_result *d = NULL;
    CHECK_EQ_INT(glspv_spirv_disassemble(out, m, GLSPV_DIS_NO_HEADER, &d), GLSPV_OK);
    const char *text = glspv_result_text(d, NULL);
    CHECK(text && !strstr(text, "unused") && !strstr(text, "OpIAdd") && !strstr(text, "OpConstant") &&
          !strstr(text, "OpTypeFloat"));
    glspv_result_destroy(d);
    glspv_result_destroy(r);

    /* GLSPV_OPT_NONE: the same module, ids renumbered. */
    CHECK_EQ_INT(glspv_spirv_optimize(w, n, GLSPV_ENV_VULKAN_1_0, GLSPV_OPT_NONE, &r), GLSPV_OK);
    glspv_result_words(r, &m);
    CHECK_EQ_INT(m, n);
    glspv_result_destroy(r);

    /* Not a module: refused, with a message. */
    uint32_t junk[3] = {0x07230203u, 0x00010000u, 0};
    CHECK_EQ_INT(glspv_spirv_optimize(junk, 3, GLSPV_ENV_VULKAN_1_0, GLSPV_OPT_PERFORMANCE, &r),
                 GLSPV_ERROR_INVALID_BINARY);
    CHECK(glspv_result_diagnostic_count(r) > 0);
    CHECK(glspv_result_words(r, &m) == NULL);
    glspv_result_destroy(r);

    /* Invalid: the validator's messages. */
    w[n - 3] = 0x12345; /* OpReturn of %unused's block becomes garbage */
    glspv_status s = glspv_spirv_optimize(w, n, GLSPV_ENV_VULKAN_1_0, GLSPV_OPT_PERFORMANCE, &r);
    CHECK(s == GLSPV_ERROR_VALIDATION || s == GLSPV_ERROR_INVALID_BINARY);
    CHECK(glspv_result_diagnostic_count(r) > 0);
    glspv_result_destroy(r);
    free(w);
}

/* A storage block whose vec4 sits at offset 4 (GL_EXT_scalar_block_layout,
 * as glslang writes it): not std430 nor relaxed, yet the module is
 * optimized and its offsets stay. */
static const char scalar_text[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %buf\n"
    "OpExecutionMode %main LocalSize 1 1 1\n"
    "OpDecorate %B Block\n"
    "OpMemberDecorate %B 0 Offset 0\n"
    "OpMemberDecorate %B 1 Offset 4\n"
    "OpDecorate %buf DescriptorSet 0\n"
    "OpDecorate %buf Binding 0\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%float = OpTypeFloat 32\n"
    "%v4 = OpTypeVector %float 4\n"
    "%B = OpTypeStruct %float %v4\n"
    "%pB = OpTypePointer StorageBuffer %B\n"
    "%buf = OpVariable %pB StorageBuffer\n"
    "%int = OpTypeInt 32 1\n"
    "%i0 = OpConstant %int 0\n"
    "%pf = OpTypePointer StorageBuffer %float\n"
    "%two = OpConstant %float 2\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%p = OpAccessChain %pf %buf %i0\n"
    "%x = OpFAdd %float %two %two\n"
    "OpStore %p %x\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static void test_scalar_layout(void)
{
    size_t n, m = 0;
    uint32_t *w = test_assemble(scalar_text, GLSPV_ENV_VULKAN_1_2, &n);
    glspv_result *r = NULL, *d = NULL;
    CHECK(w != NULL);
    CHECK_EQ_INT(glspv_spirv_validate(w, n, GLSPV_ENV_VULKAN_1_2, 0, &r), GLSPV_ERROR_VALIDATION);
    glspv_result_destroy(r);
    CHECK_EQ_INT(glspv_spirv_optimize(w, n, GLSPV_ENV_VULKAN_1_2, GLSPV_OPT_PERFORMANCE, &r), GLSPV_OK);
    const uint32_t *out = glspv_result_words(r, &m);
    CHECK(out != NULL);
    if (out) {
        CHECK_EQ_INT(glspv_spirv_validate(out, m, GLSPV_ENV_VULKAN_1_2, GLSPV_VAL_SCALAR_BLOCK_LAYOUT, &d), GLSPV_OK);
        glspv_result_destroy(d);
        CHECK_EQ_INT(glspv_spirv_disassemble(out, m, GLSPV_DIS_NO_HEADER, &d), GLSPV_OK);
        const char *text = glspv_result_text(d, NULL);
        CHECK(text && strstr(text, " 1 Offset 4\n") && !strstr(text, "OpFAdd"));
        glspv_result_destroy(d);
    }
    glspv_result_destroy(r);
    free(w);
}

typedef struct Job {
    const uint32_t *words;
    size_t n;
    int ok;
} Job;

static void *optimize_many(void *arg)
{
    Job *j = arg;
    j->ok = 1;
    for (int i = 0; i < 50; i++) {
        glspv_result *r = NULL;
        if (glspv_spirv_optimize(j->words, j->n, GLSPV_ENV_VULKAN_1_0, GLSPV_OPT_SIZE, &r) != GLSPV_OK)
            j->ok = 0;
        glspv_result_destroy(r);
    }
    return NULL;
}

static void test_threads(void)
{
    size_t n;
    uint32_t *w = compiled(-1, &n);
    pthread_t t[4];
    Job jobs[4];
    for (int i = 0; i < 4; i++) {
        jobs[i] = (Job){w, n, 0};
        CHECK_EQ_INT(pthread_create(&t[i], NULL, optimize_many, &jobs[i]), 0);
    }
    for (int i = 0; i < 4; i++) {
        pthread_join(t[i], NULL);
        CHECK(jobs[i].ok);
    }
    free(w);
}

int main(void)
{
    test_options();
    test_optimize();
    test_scalar_layout();
    test_threads();
    return TEST_DONE();
}
