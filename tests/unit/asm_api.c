/* The assembler's C API: the words it makes, target environments, the
 * length of the text (never read past), numeric ids, diagnostics, limits,
 * bad arguments, and running out of memory at every allocation. */
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "budget.h"
#include "test.h"

static const char source[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\"\n"
    "OpExecutionMode %main LocalSize 4 1 1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%long = OpTypeInt 64 1\n"
    "%big = OpConstant %long -2\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* What spirv-as 2023.1 writes for `source` at spv1.6. %main is id 1: its
 * first use is in OpEntryPoint. */
static const uint32_t expected[] = {
    0x07230203, 0x00010600, 0x00070000, 7, 0,
    0x00020011, 1,                                  /* OpCapability Shader */
    0x0003000e, 0, 1,                               /* OpMemoryModel Logical GLSL450 */
    0x0005000f, 5, 1, 0x6e69616d, 0,                /* OpEntryPoint GLCompute %main "main" */
    0x00060010, 1, 17, 4, 1, 1,                     /* OpExecutionMode %main LocalSize 4 1 1 */
    0x00020013, 2,                                  /* %void */
    0x00030021, 3, 2,                               /* %fn */
    0x00040015, 4, 64, 1,                           /* %long */
    0x0005002b, 4, 5, 0xfffffffe, 0xffffffff,       /* %big: low word first */
    0x00050036, 2, 1, 0, 3,                         /* %main */
    0x000200f8, 6,                                  /* %entry */
    0x000100fd,                                     /* OpReturn */
    0x00010038,                                     /* OpFunctionEnd */
};


static int same_words(const glspv_result *r, const uint32_t *want, size_t n)
{
    size_t count;
    const uint32_t *words = glspv_result_words(r, &count);
    return words && count == n && memcmp(words, want, n * sizeof *want) == 0;
}

/* Assembles `text` (NUL-terminated) and returns the result, status checked. */
static glspv_result *assemble(const char *text, glspv_target_env env, uint32_t options, glspv_status want)
{
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_spirv_assemble(text, strlen(text), env, options, &r), want);
    CHECK(r != NULL);
    CHECK_EQ_INT(glspv_result_status(r), want);
    return r;
}

/* The one diagnostic of a failed call. */
static void check_error(glspv_result *r, unsigned line, unsigned column, const char *log)
{
    size_t count = 99;
    CHECK(glspv_result_words(r, &count) == NULL);
    CHECK_EQ_INT(count, 0);
    CHECK_EQ_INT(glspv_result_diagnostic_count(r), 1);
    const glspv_diagnostic *d = glspv_result_diagnostic(r, 0);
    CHECK(d != NULL);
    if (d) {
        CHECK_EQ_INT(d->severity, GLSPV_SEVERITY_ERROR);
        CHECK_EQ_INT(d->line, line);
        CHECK_EQ_INT(d->column, column);
        CHECK(d->file == NULL);
        CHECK(strchr(d->message, '\n') == NULL);
    }
    CHECK_EQ_STR(glspv_result_log(r), log);
}

static void test_words(void)
{
    glspv_result *r = assemble(source, GLSPV_ENV_UNIVERSAL_1_6, 0, GLSPV_OK);
    CHECK(same_words(r, expected, sizeof expected / sizeof *expected));
    CHECK_EQ_INT(glspv_result_diagnostic_count(r), 0);
    CHECK_EQ_STR(glspv_result_log(r), "");
    CHECK(glspv_result_text(r, NULL) == NULL);
    glspv_result_destroy(r);
}

/* The version word follows the environment: Vulkan 1.1 is SPIR-V 1.3,
 * OpenGL is 1.0. */
static void test_versions(void)
{
    static const struct {
        glspv_target_env env;
        uint32_t version;
    } cases[] = {
        {GLSPV_ENV_UNIVERSAL_1_0, 0x00010000}, {GLSPV_ENV_UNIVERSAL_1_4, 0x00010400},
        {GLSPV_ENV_VULKAN_1_0, 0x00010000},    {GLSPV_ENV_VULKAN_1_1, 0x00010300},
        {GLSPV_ENV_VULKAN_1_1_SPIRV_1_4, 0x00010400}, {GLSPV_ENV_VULKAN_1_2, 0x00010500},
        {GLSPV_ENV_VULKAN_1_3, 0x00010600},    {GLSPV_ENV_OPENGL_4_5, 0x00010000},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        glspv_result *r = assemble("OpCapability Shader", cases[i].env, 0, GLSPV_OK);
        size_t n;
        const uint32_t *w = glspv_result_words(r, &n);
        CHECK(w && n == 7 && w[1] == cases[i].version && w[3] == 1);
        glspv_result_destroy(r);
    }
    /* OpCopyLogical is core in 1.4 only. */
    glspv_result *r = assemble("%x = OpCopyLogical %t %y", GLSPV_ENV_VULKAN_1_1, 0, GLSPV_ERROR_INVALID_ASSEMBLY);
    glspv_result_destroy(r);
    r = assemble("%x = OpCopyLogical %t %y", GLSPV_ENV_VULKAN_1_1_SPIRV_1_4, 0, GLSPV_OK);
    glspv_result_destroy(r);
}

/* Only `length` bytes are read: the text needs no NUL, and what follows
 * it in memory is never looked at. */
static void test_length(void)
{
    const char text[] = {'O', 'p', 'N', 'o', 'p', ' ', 'O', 'p', 'C', 'a', 'p', 'a', 'b'};
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_spirv_assemble(text, 5, GLSPV_ENV_UNIVERSAL_1_0, 0, &r), GLSPV_OK);
    static const uint32_t nop[] = {0x07230203, 0x00010000, 0x00070000, 1, 0, 0x00010000};
    CHECK(same_words(r, nop, 6));
    glspv_result_destroy(r);

    /* Cut inside a word: "OpCapab" is an unknown opcode at 1: 7. */
    CHECK_EQ_INT(glspv_spirv_assemble(text, sizeof text, GLSPV_ENV_UNIVERSAL_1_0, 0, &r),
                 GLSPV_ERROR_INVALID_ASSEMBLY);
    check_error(r, 1, 7, "error: 1: 7: unknown opcode 'OpCapab'\n");
    glspv_result_destroy(r);

    /* A string cut before its closing quote, on a heap block of exactly
     * that size (ASan catches any read past it). */
    const char cut[] = "OpSourceExtension \"abc";
    char *heap = malloc(sizeof cut - 1);
    memcpy(heap, cut, sizeof cut - 1);
    CHECK_EQ_INT(glspv_spirv_assemble(heap, sizeof cut - 1, GLSPV_ENV_UNIVERSAL_1_0, 0, &r),
                 GLSPV_ERROR_INVALID_ASSEMBLY);
    check_error(r, 1, 19, "error: 1: 19: unterminated string: no closing '\"' before the end of the input\n");
    glspv_result_destroy(r);
    free(heap);

    /* Empty text is an error, as in spirv-as; white space alone is not. */
    CHECK_EQ_INT(glspv_spirv_assemble("", 0, GLSPV_ENV_UNIVERSAL_1_0, 0, &r), GLSPV_ERROR_INVALID_ASSEMBLY);
    check_error(r, 1, 1, "error: 1: 1: there is no assembly text: the input is empty\n");
    glspv_result_destroy(r);
    CHECK_EQ_INT(glspv_spirv_assemble(NULL, 0, GLSPV_ENV_UNIVERSAL_1_0, 0, &r), GLSPV_ERROR_INVALID_ASSEMBLY);
    glspv_result_destroy(r);
    r = assemble(" ; nothing\n", GLSPV_ENV_UNIVERSAL_1_0, 0, GLSPV_OK);
    static const uint32_t header[] = {0x07230203, 0x00010000, 0x00070000, 1, 0};
    CHECK(same_words(r, header, 5));
    glspv_result_destroy(r);
}

/* With GLSPV_ASM_PRESERVE_NUMERIC_IDS %5 stays 5 and names fill the gaps
 * from 1; without it %5 is a name like any other. 0 cannot be kept. */
static void test_numeric_ids(void)
{
    const char *text = "%5 = OpTypeVoid\n%a = OpTypeBool\n%0x2 = OpTypeFloat 32\n";
    glspv_result *r = assemble(text, GLSPV_ENV_UNIVERSAL_1_0, GLSPV_ASM_PRESERVE_NUMERIC_IDS, GLSPV_OK);
    static const uint32_t kept[] = {0x07230203, 0x00010000, 0x00070000, 6, 0,
                                    0x00020013, 5, 0x00020014, 1, 0x00030016, 2, 32};
    CHECK(same_words(r, kept, sizeof kept / sizeof *kept));
    glspv_result_destroy(r);

    r = assemble(text, GLSPV_ENV_UNIVERSAL_1_0, 0, GLSPV_OK);
    static const uint32_t renumbered[] = {0x07230203, 0x00010000, 0x00070000, 4, 0,
                                          0x00020013, 1, 0x00020014, 2, 0x00030016, 3, 32};
    CHECK(same_words(r, renumbered, sizeof renumbered / sizeof *renumbered));
    glspv_result_destroy(r);

    /* spirv-as keeps even 0 and 0xffffffff, which leaves the bound as it
     * was (the validator refuses both). */
    r = assemble("%0 = OpTypeVoid", GLSPV_ENV_UNIVERSAL_1_0, GLSPV_ASM_PRESERVE_NUMERIC_IDS, GLSPV_OK);
    static const uint32_t zero[] = {0x07230203, 0x00010000, 0x00070000, 1, 0, 0x00020013, 0};
    CHECK(same_words(r, zero, sizeof zero / sizeof *zero));
    glspv_result_destroy(r);
    r = assemble("OpName %4294967295 \"x\"", GLSPV_ENV_UNIVERSAL_1_0, GLSPV_ASM_PRESERVE_NUMERIC_IDS, GLSPV_OK);
    static const uint32_t max[] = {0x07230203, 0x00010000, 0x00070000, 1, 0, 0x00030005, 0xffffffff, 'x'};
    CHECK(same_words(r, max, sizeof max / sizeof *max));
    glspv_result_destroy(r);

    /* %1 and %01 are one id when numbers are kept: defining it twice is an
     * error for types (as in spirv-as), not for other instructions. */
    r = assemble("%1 = OpTypeVoid\n%01 = OpTypeBool\n", GLSPV_ENV_UNIVERSAL_1_0, 0, GLSPV_OK);
    glspv_result_destroy(r);
    r = assemble("%1 = OpTypeVoid\n%01 = OpTypeBool\n", GLSPV_ENV_UNIVERSAL_1_0, GLSPV_ASM_PRESERVE_NUMERIC_IDS,
                 GLSPV_ERROR_INVALID_ASSEMBLY);
    check_error(r, 2, 1,
                "error: 2: 1: %01 is defined a second time: it is the same id as %1, the type defined at line 1, "
                "column 1\n");
    glspv_result_destroy(r);
    r = assemble("%1 = OpUndef %t\n%01 = OpUndef %t\n", GLSPV_ENV_UNIVERSAL_1_0, GLSPV_ASM_PRESERVE_NUMERIC_IDS,
                 GLSPV_OK);
    glspv_result_destroy(r);
}

/* The 65535-word limit of one instruction, from both sides. */
static void test_limits(void)
{
    /* OpTypeStruct with m members has m + 2 words. */
    for (int members = 65533; members <= 65534; members++) {
        size_t cap = 64 + (size_t)members * 3;
        char *text = malloc(cap);
        size_t len = (size_t)snprintf(text, cap, "%%t = OpTypeInt 32 0\n%%s = OpTypeStruct");
        for (int i = 0; i < members; i++)
            len += (size_t)snprintf(text + len, cap - len, " %%t");
        glspv_result *r = NULL;
        glspv_status s = glspv_spirv_assemble(text, len, GLSPV_ENV_UNIVERSAL_1_0, 0, &r);
        if (members == 65533) {
            size_t n;
            const uint32_t *w = glspv_result_words(r, &n);
            CHECK_EQ_INT(s, GLSPV_OK);
            CHECK(w && n == 5 + 4 + 65535 && w[9] == 0xffff001eu);
        } else {
            CHECK_EQ_INT(s, GLSPV_ERROR_INVALID_ASSEMBLY);
            check_error(r, 2, 6, "error: 2: 6: OpTypeStruct has 65536 words, more than the limit of 65535\n");
        }
        glspv_result_destroy(r);
        free(text);
    }

    /* A string that alone passes the limit. */
    size_t chars = 65535 * 4;
    char *text = malloc(chars + 32);
    size_t len = (size_t)snprintf(text, 32, "OpSourceExtension \"");
    memset(text + len, 'x', chars);
    len += chars;
    text[len++] = '"';
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_spirv_assemble(text, len, GLSPV_ENV_UNIVERSAL_1_0, 0, &r), GLSPV_ERROR_INVALID_ASSEMBLY);
    CHECK_EQ_INT(glspv_result_diagnostic(r, 0) ? glspv_result_diagnostic(r, 0)->column : 0, 19);
    glspv_result_destroy(r);
    free(text);
}

static void test_bad_arguments(void)
{
    glspv_result *r = (glspv_result *)&r;
    CHECK_EQ_INT(glspv_spirv_assemble(NULL, 5, GLSPV_ENV_UNIVERSAL_1_0, 0, &r), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(r == NULL);
    CHECK_EQ_INT(glspv_spirv_assemble("OpNop", 5, GLSPV_ENV_UNIVERSAL_1_0, 0, NULL), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(glspv_spirv_assemble("OpNop", 5, (glspv_target_env)99, 0, &r), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(r == NULL);
    CHECK_EQ_INT(glspv_spirv_assemble("OpNop", 5, GLSPV_ENV_UNIVERSAL_1_0, 0x80, &r),
                 GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(r == NULL);
}

/* Fail the first, second, ... allocation until the call succeeds: every
 * failure is reported as out of memory and nothing leaks. */
static void test_out_of_memory(void)
{
    int succeeded = 0;
    for (int fail_at = 0; fail_at < 10000 && !succeeded; fail_at++) {
        Budget b = {fail_at, 0};
        glspv_allocator al = {&b, budget_alloc, NULL, budget_free};
        glspv_result *r = NULL;
        glspv_status s = glspv_spirv_assemble_with(&al, source, strlen(source), GLSPV_ENV_UNIVERSAL_1_6,
                                                   GLSPV_ASM_PRESERVE_NUMERIC_IDS, &r);
        if (s == GLSPV_OK) {
            succeeded = 1;
            CHECK(same_words(r, expected, sizeof expected / sizeof *expected));
        } else {
            CHECK_EQ_INT(s, GLSPV_ERROR_OUT_OF_MEMORY);
        }
        glspv_result_destroy(r);
        CHECK_EQ_INT(b.live, 0);
    }
    CHECK(succeeded);
}

int main(void)
{
    test_words();
    test_versions();
    test_length();
    test_numeric_ids();
    test_limits();
    test_bad_arguments();
    test_out_of_memory();
    return TEST_DONE();
}
