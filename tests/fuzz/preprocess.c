/* Fuzz target: glspv_preprocess (glslc -E); with header bit 4 also
 * glspv_parse with the syntax tree dumped. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzGlsl in;
    if (!fuzz_read_glsl(&in, data, size))
        return 0;
    glspv_options *o = fuzz_options(&in);
    fuzz_front_end(glspv_preprocess, o, &in);
    if (in.dump_ast) {
        glspv_options_set_flags(o, in.flags | GLSPV_FLAG_DUMP_AST);
        fuzz_front_end(glspv_parse, o, &in);
    }
    glspv_options_destroy(o);
    return 0;
}
