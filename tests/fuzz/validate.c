/* Fuzz target: glspv_spirv_validate (glspv-val). Byte 0: the target
 * environment; byte 1: the GLSPV_VAL_* layout options (bits 0-4); the rest
 * is the words. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    size_t n = 0;
    uint32_t *words = fuzz_words(data + 2, size - 2, &n);
    if (!words)
        return 0;
    glspv_result *r = NULL;
    glspv_status s = glspv_spirv_validate(words, n, (glspv_target_env)(data[0] % FUZZ_ENVS), data[1] & 31, &r);
    fuzz_touch_result(r);
    if (s != GLSPV_ERROR_VALIDATION) /* its messages are in the text */
        fuzz_expect_clean(s, r);
    glspv_result_destroy(r);
    free(words);
    return 0;
}
