/* Fuzz target: glspv_spirv_disassemble (glspv-dis). Byte 0: the options
 * (GLSPV_DIS_* bits 0-4); the rest is the words, in either byte order. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    size_t n = 0;
    uint32_t *words = fuzz_words(data + 1, size - 1, &n);
    if (!words)
        return 0;
    glspv_result *r = NULL;
    glspv_status s = glspv_spirv_disassemble(words, n, data[0] & 31, &r);
    fuzz_touch_result(r);
    fuzz_expect_clean(s, r);
    glspv_result_destroy(r);
    free(words);
    return 0;
}
