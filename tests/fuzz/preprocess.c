/* Fuzz target: glspv_preprocess (glslc -E); with header bit 4 also
 * glspv_parse with the syntax tree dumped. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzGlsl in;
    if (!fuzz_read_glsl(&in, data, size))
        return 0;
    glspv_options *o = fuzz_options(&in);
    glspv_result *r = NULL;
    glspv_status s = glspv_preprocess(o, in.stage, in.parts[0].text, in.parts[0].length, "fuzz.glsl", &r);
    fuzz_touch_result(r);
    fuzz_expect_clean(s, r);
    glspv_result_destroy(r);
    if (in.dump_ast) {
        glspv_options_set_flags(o, in.flags | GLSPV_FLAG_DUMP_AST);
        r = NULL;
        s = glspv_parse(o, in.stage, in.parts[0].text, in.parts[0].length, "fuzz.glsl", &r);
        fuzz_touch_result(r);
        fuzz_expect_clean(s, r);
        glspv_result_destroy(r);
    }
    glspv_options_destroy(o);
    return 0;
}
