/* Fuzz target: glspv_spirv_assemble (glspv-as). Byte 0: the target
 * environment; byte 1: bit 0 GLSPV_ASM_PRESERVE_NUMERIC_IDS, bits 1-5 the
 * disassembly options; the rest is the text. What assembles is disassembled
 * and validated too, so those see modules a fuzzer of words rarely makes. */
#include "fuzz.h"

static void disassemble_and_validate(const glspv_result *assembled, glspv_target_env env, uint8_t options)
{
    size_t n = 0;
    const uint32_t *words = glspv_result_words(assembled, &n);
    glspv_result *r = NULL;
    fuzz_expect_clean(glspv_spirv_disassemble(words, n, (uint32_t)(options >> 1) & 31, &r), r);
    fuzz_touch_result(r);
    glspv_result_destroy(r);
    r = NULL;
    glspv_status s = glspv_spirv_validate(words, n, env, 0, &r);
    fuzz_touch_result(r);
    if (s != GLSPV_ERROR_VALIDATION) /* its messages are in the text */
        fuzz_expect_clean(s, r);
    glspv_result_destroy(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    glspv_target_env env = (glspv_target_env)(data[0] % FUZZ_ENVS);
    glspv_result *r = NULL;
    glspv_status s = glspv_spirv_assemble((const char *)data + 2, size - 2, env, data[1] & 1, &r);
    fuzz_touch_result(r);
    fuzz_expect_clean(s, r);
    if (s == GLSPV_OK)
        disassemble_and_validate(r, env, data[1]);
    glspv_result_destroy(r);
    return 0;
}
