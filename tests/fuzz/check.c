/* Fuzz target: glspv_check, the linter's call (every rule, no words). */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzGlsl in;
    if (!fuzz_read_glsl(&in, data, size))
        return 0;
    glspv_options *o = fuzz_options(&in);
    fuzz_front_end(glspv_check, o, &in);
    glspv_options_destroy(o);
    return 0;
}
