/* Fuzz target: glspv_reflect (glspv-reflect). The words are reflected as
 * they are, never validated first (reflection reads any decodable module),
 * so every lookup of the model must hold on a module whose ids name the
 * wrong kinds of thing, whose types nest oddly or whose structs are empty.
 * The whole input is the words. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t n = 0;
    uint32_t *words = fuzz_words(data, size, &n);
    if (!words)
        return 0;
    glspv_result *r = NULL;
    glspv_status s = glspv_reflect(words, n, &r);
    fuzz_touch_result(r);
    fuzz_expect_clean(s, r);
    glspv_result_destroy(r);
    free(words);
    return 0;
}
