/* Fuzz target: glspv-run's shader_test parser (src/run/script.c and the
 * [test] commands), without Vulkan: script_parse on the whole input, once
 * plain and once with a -D replacement. */
#include "fuzz.h"
#include "run/run.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const Replacement repl[] = {{"N", "4"}};
    for (size_t n_repl = 0; n_repl < 2; n_repl++) {
        Script s;
        script_parse(&s, "fuzz.shader_test", (const char *)data, size, repl, n_repl);
        script_free(&s);
    }
    return 0;
}
