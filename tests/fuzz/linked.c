/* Fuzz target: glspv_compile_linked, each part of the input (fuzz.h) one
 * source; includes are off, so every part is a source. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzGlsl in;
    if (!fuzz_read_glsl(&in, data, size))
        return 0;
    glspv_options *o = fuzz_options(&in);
    glspv_options_set_include_callbacks(o, NULL, NULL, NULL);
    static const char *const names[FUZZ_MAX_PARTS] = {"a.glsl", "b.glsl", "c.glsl", "d.glsl",
                                                       "e.glsl", "f.glsl", "g.glsl", NULL};
    glspv_source sources[FUZZ_MAX_PARTS];
    for (size_t i = 0; i < in.n_parts; i++)
        sources[i] = (glspv_source){in.parts[i].text, in.parts[i].length, names[i]};
    glspv_result *r = NULL;
    glspv_status s = glspv_compile_linked(o, in.stage, sources, in.n_parts, &r);
    fuzz_touch_result(r);
    fuzz_expect_clean(s, r);
    glspv_result_destroy(r);
    glspv_options_destroy(o);
    return 0;
}
