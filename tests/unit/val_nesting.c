/* glspv-val's limit on structured control flow nesting (the universal
 * limit of 1023, counted as spirv-val counts it), and the validator's cost
 * on the shapes that once made it quadratic: D ifs nested in a loop, each
 * with a break to the loop's merge block. spirv-val 2023.1 accepts 1023
 * nested ifs and refuses 1024 at the innermost block's label; the 1,000
 * deep loop with a break at every level is valid; 20,000 deep is refused
 * by the limit before the construct rules walk it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "test.h"

/* Appends to a growing string (aborts the test on no memory). */
typedef struct Text {
    char *s;
    size_t len, cap;
} Text;

static void add(Text *t, const char *fmt, int a, int b)
{
    char line[128];
    int n = snprintf(line, sizeof line, fmt, a, b);
    if (t->len + (size_t)n + 1 > t->cap) {
        t->cap = (t->len + (size_t)n + 1) * 2;
        t->s = realloc(t->s, t->cap);
        if (!t->s)
            abort();
    }
    memcpy(t->s + t->len, line, (size_t)n + 1);
    t->len += (size_t)n;
}

/* `depth` nested ifs; in a loop whose every level breaks, when `breaks`. */
static char *nested_ifs(int depth, int breaks)
{
    Text t = {0};
    add(&t, "OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %%main \"main\"\n", 0, 0);
    add(&t, "OpExecutionMode %%main LocalSize 1 1 1\n%%void = OpTypeVoid\n%%bool = OpTypeBool\n", 0, 0);
    add(&t, "%%c = OpConstantTrue %%bool\n%%fn = OpTypeFunction %%void\n%%main = OpFunction %%void None %%fn\n", 0, 0);
    add(&t, "%%entry = OpLabel\n", 0, 0);
    if (breaks)
        add(&t, "OpBranch %%h\n%%h = OpLabel\nOpLoopMerge %%m %%cont None\n", 0, 0);
    add(&t, "OpBranch %%b0\n", 0, 0);
    for (int i = 0; i < depth; i++) {
        add(&t, "%%b%d = OpLabel\nOpSelectionMerge %%j%d None\n", i, i);
        if (breaks)
            add(&t, "OpBranchConditional %%c %%m %%b%d\n", i + 1, 0);
        else
            add(&t, "OpBranchConditional %%c %%b%d %%j%d\n", i + 1, i);
    }
    add(&t, "%%b%d = OpLabel\nOpBranch %%j%d\n", depth, depth - 1);
    for (int i = depth - 1; i > 0; i--)
        add(&t, "%%j%d = OpLabel\nOpBranch %%j%d\n", i, i - 1);
    add(&t, breaks ? "%%j0 = OpLabel\nOpBranch %%cont\n%%cont = OpLabel\nOpBranch %%h\n%%m = OpLabel\n"
                   : "%%j0 = OpLabel\nOpBranch %%end\n%%end = OpLabel\n", 0, 0);
    add(&t, "OpReturn\nOpFunctionEnd\n", 0, 0);
    return t.s;
}

/* The validator's verdict on the module, with its first message in *text. */
static glspv_status validate(const char *source, char *text, size_t size)
{
    glspv_result *words = NULL, *val = NULL;
    text[0] = 0;
    glspv_status s = glspv_spirv_assemble(source, strlen(source), GLSPV_ENV_UNIVERSAL_1_6, 0, &words);
    if (s != GLSPV_OK) {
        snprintf(text, size, "assembler: %s", glspv_result_log(words));
        glspv_result_destroy(words);
        return s;
    }
    size_t count;
    const uint32_t *w = glspv_result_words(words, &count);
    s = glspv_spirv_validate(w, count, GLSPV_ENV_UNIVERSAL_1_6, 0, &val);
    size_t len;
    const char *msg = glspv_result_text(val, &len);
    if (msg)
        snprintf(text, size, "%.*s", (int)(len < size - 1 ? len : size - 1), msg);
    glspv_result_destroy(val);
    glspv_result_destroy(words);
    return s;
}

int main(void)
{
    char text[512];
    char *src = nested_ifs(1023, 0);
    CHECK_EQ_INT(validate(src, text, sizeof text), GLSPV_OK);
    free(src);

    src = nested_ifs(1024, 0);
    CHECK_EQ_INT(validate(src, text, sizeof text), GLSPV_ERROR_VALIDATION);
    CHECK(strstr(text, "Maximum Control Flow nesting depth exceeded.") != NULL);
    /* At the first block 1024 deep, %b1024's label: instruction 3,084, as spirv-val says. */
    if (!CHECK(strstr(text, "error: line 3084: ") != NULL))
        fprintf(stderr, "%s\n", text);
    free(src);

    src = nested_ifs(1000, 1);
    CHECK_EQ_INT(validate(src, text, sizeof text), GLSPV_OK);
    free(src);

    src = nested_ifs(20000, 1);
    CHECK_EQ_INT(validate(src, text, sizeof text), GLSPV_ERROR_VALIDATION);
    CHECK(strstr(text, "Maximum Control Flow nesting depth exceeded.") != NULL);
    free(src);
    return TEST_DONE();
}
