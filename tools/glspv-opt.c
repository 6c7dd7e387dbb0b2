/* glspv-opt: optimize a SPIR-V binary, with spirv-opt's command line for
 * the recipes (-O, -Os). A thin command line over glspv_spirv_optimize. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "tool_io.h"

static const char usage[] =
    "Usage: glspv-opt [options] [<input>] -o <output>\n"
    "\n"
    "Optimizes the SPIR-V binary in <input> (or standard input if <input> is\n"
    "absent or \"-\") and writes it to <output> (\"-\": standard output). The\n"
    "module is validated first (but for block layouts, which the optimizer keeps);\n"
    "an invalid one is refused with the validator's messages. Without -O or -Os the module is written back as it is, its ids\n"
    "renumbered.\n"
    "\n"
    "Options:\n"
    "  -h, --help      Print this help and exit.\n"
    "  --version       Print the version and exit.\n"
    "  -O              Optimize for performance.\n"
    "  -Os             Optimize for size.\n"
    "  --strip-debug   Then remove the debug information (names, source, lines).\n"
    "  -o <file>       Where the optimized module goes.\n"
    "  --target-env=<env>\n"
    "                  vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2, vulkan1.3,\n"
    "                  spv1.0 ... spv1.6, opengl4.0 ... opengl4.5 (default: spv1.6).\n";

int main(int argc, char **argv)
{
    ToolArgs t = {.tool = "glspv-opt", .usage = usage, .takes_output = 1, .takes_env = 1,
                  .env = GLSPV_ENV_UNIVERSAL_1_6};
    glspv_optimization level = GLSPV_OPT_NONE;
    int strip = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-O"))
            level = GLSPV_OPT_PERFORMANCE;
        else if (!strcmp(a, "-Os"))
            level = GLSPV_OPT_SIZE;
        else if (!strcmp(a, "--strip-debug"))
            strip = 1;
        else if (!tool_arg(&t, argc, argv, &i))
            return t.exit_code;
    }
    if (!t.output) {
        fprintf(stderr, "%s: error: no output file (-o)\n", t.tool);
        return 1;
    }
    size_t count = 0;
    uint32_t *words = read_words(t.tool, t.input, &count);
    if (!words)
        return 1;
    glspv_result *result = NULL;
    glspv_status status = glspv_spirv_optimize(words, count, t.env, level, &result);
    free(words);
    if (status != GLSPV_OK)
        return tool_failed(result, status);
    if (strip) {
        size_t n = 0;
        const uint32_t *optimized = glspv_result_words(result, &n);
        glspv_result *stripped = NULL;
        status = glspv_spirv_strip_debug(optimized, n, &stripped);
        glspv_result_destroy(result);
        result = stripped;
        if (status != GLSPV_OK)
            return tool_failed(result, status);
    }
    size_t out_count = 0;
    const uint32_t *out_words = glspv_result_words(result, &out_count);
    int rc = write_output(t.tool, t.output, out_words, out_count * sizeof *out_words);
    glspv_result_destroy(result);
    return rc;
}
