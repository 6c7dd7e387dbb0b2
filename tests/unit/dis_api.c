/* The disassembler's C API: text, options, byte order, errors with word
 * offsets, bad arguments, and running out of memory at every allocation. */
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
    "OpName %main \"main\"\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%float = OpTypeFloat 32\n"
    "%half = OpConstant %float 0.5\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static const char expected[] =
    "; SPIR-V\n"
    "; Version: 1.0\n"
    "; Generator: Khronos SPIR-V Tools Assembler; 0\n"
    "; Bound: 7\n"
    "; Schema: 0\n"
    "               OpCapability Shader\n"
    "               OpMemoryModel Logical GLSL450\n"
    "               OpEntryPoint GLCompute %main \"main\"\n"
    "               OpExecutionMode %main LocalSize 4 1 1\n"
    "               OpName %main \"main\"\n"
    "       %void = OpTypeVoid\n"
    "          %3 = OpTypeFunction %void\n"
    "      %float = OpTypeFloat 32\n"
    "  %float_0_5 = OpConstant %float 0.5\n"
    "       %main = OpFunction %void None %3\n"
    "          %6 = OpLabel\n"
    "               OpReturn\n"
    "               OpFunctionEnd\n";


static uint32_t swap(uint32_t w)
{
    return (w >> 24) | ((w >> 8) & 0xff00u) | ((w << 8) & 0xff0000u) | (w << 24);
}

int main(void)
{
    glspv_result *bin = NULL;
    CHECK_EQ_INT(glspv_spirv_assemble(source, strlen(source), GLSPV_ENV_VULKAN_1_0, 0, &bin), GLSPV_OK);
    size_t n = 0;
    const uint32_t *words = glspv_result_words(bin, &n);
    CHECK(words != NULL && n > 5);

    /* Default options: spirv-dis's text. */
    glspv_result *r = NULL;
    CHECK_EQ_INT(glspv_spirv_disassemble(words, n, 0, &r), GLSPV_OK);
    CHECK_EQ_STR(glspv_result_text(r, NULL), expected);
    CHECK_EQ_STR(glspv_result_log(r), "");
    CHECK_EQ_INT(glspv_result_diagnostic_count(r), 0);
    glspv_result_destroy(r);

    /* Options. */
    CHECK_EQ_INT(glspv_spirv_disassemble(words, n, GLSPV_DIS_RAW_ID | GLSPV_DIS_NO_HEADER, &r), GLSPV_OK);
    const char *text = glspv_result_text(r, NULL);
    CHECK(strncmp(text, "               OpCapability Shader\n", 35) == 0);
    CHECK(strstr(text, "          %1 = OpFunction %2 None %3\n") != NULL);
    glspv_result_destroy(r);
    CHECK_EQ_INT(glspv_spirv_disassemble(words, n, GLSPV_DIS_NO_INDENT | GLSPV_DIS_NO_HEADER, &r), GLSPV_OK);
    CHECK(strncmp(glspv_result_text(r, NULL), "OpCapability Shader\nOpMemoryModel", 33) == 0);
    glspv_result_destroy(r);

    /* The other byte order reads the same. */
    uint32_t *swapped = malloc(n * sizeof *swapped);
    for (size_t i = 0; i < n; i++)
        swapped[i] = swap(words[i]);
    CHECK_EQ_INT(glspv_spirv_disassemble(swapped, n, 0, &r), GLSPV_OK);
    CHECK_EQ_STR(glspv_result_text(r, NULL), expected);
    glspv_result_destroy(r);
    free(swapped);

    /* Cut inside OpLabel: an error naming the word, no text. */
    CHECK_EQ_INT(glspv_spirv_disassemble(words, n - 3, 0, &r), GLSPV_ERROR_INVALID_BINARY);
    CHECK(r != NULL);
    CHECK(glspv_result_text(r, NULL) == NULL);
    CHECK_EQ_INT(glspv_result_diagnostic_count(r), 1);
    const glspv_diagnostic *d = glspv_result_diagnostic(r, 0);
    CHECK(d && d->severity == GLSPV_SEVERITY_ERROR && d->word_offset == n - 4);
    CHECK(d && strstr(d->message, "word") != NULL);
    CHECK(strncmp(glspv_result_log(r), "error: ", 7) == 0);
    CHECK(glspv_result_diagnostic(r, 1) == NULL);
    glspv_result_destroy(r);
    CHECK_EQ_INT(glspv_spirv_disassemble(words, 3, 0, &r), GLSPV_ERROR_INVALID_BINARY);
    glspv_result_destroy(r);

    /* Bad arguments. */
    CHECK_EQ_INT(glspv_spirv_disassemble(NULL, 5, 0, &r), GLSPV_ERROR_INVALID_ARGUMENT);
    CHECK(r == NULL);
    CHECK_EQ_INT(glspv_spirv_disassemble(words, n, 0, NULL), GLSPV_ERROR_INVALID_ARGUMENT);
    glspv_result_destroy(NULL);
    CHECK_EQ_INT(glspv_result_status(NULL), GLSPV_ERROR_INVALID_ARGUMENT);

    /* Fail the first, second, ... allocation until the call succeeds: every
     * failure is reported as out of memory and nothing leaks. */
    int succeeded = 0;
    for (int fail_at = 0; fail_at < 10000 && !succeeded; fail_at++) {
        Budget b = {fail_at, 0};
        glspv_allocator al = {&b, budget_alloc, NULL, budget_free};
        glspv_status s = glspv_spirv_disassemble_with(&al, words, n, 0, &r);
        if (s == GLSPV_OK) {
            succeeded = 1;
            CHECK_EQ_STR(glspv_result_text(r, NULL), expected);
        } else {
            CHECK_EQ_INT(s, GLSPV_ERROR_OUT_OF_MEMORY);
        }
        glspv_result_destroy(r);
        r = NULL;
        CHECK_EQ_INT(b.live, 0);
    }
    CHECK(succeeded);

    glspv_result_destroy(bin);
    return TEST_DONE();
}
