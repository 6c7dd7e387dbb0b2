/* glspv-val: validate a SPIR-V binary, with spirv-val's command line and
 * message shape. A thin command line over glspv_spirv_validate. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "tool_io.h"

static const char usage[] =
    "Usage: glspv-val [options] [<file>]\n"
    "\n"
    "Validates the SPIR-V binary in <file> (or standard input if <file> is\n"
    "absent or \"-\"). Exits 0 when the module is valid, 1 when it is not (the\n"
    "errors go to standard error, as spirv-val writes them).\n"
    "\n"
    "Options:\n"
    "  -h, --help      Print this help and exit.\n"
    "  --version       Print the version and exit.\n"
    "  --target-env <env>\n"
    "                  vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2, vulkan1.3,\n"
    "                  spv1.0 ... spv1.6, opengl4.0 ... opengl4.5 (default: spv1.6).\n"
    "  --relax-block-layout, --uniform-buffer-standard-layout, --scalar-block-layout,\n"
    "  --workgroup-scalar-block-layout, --skip-block-layout\n"
    "                  Block layout rules, as spirv-val takes them.\n";

int main(int argc, char **argv)
{
    ToolArgs t = {.tool = "glspv-val", .usage = usage, .takes_env = 1, .env = GLSPV_ENV_UNIVERSAL_1_6};
    uint32_t options = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--relax-block-layout"))
            options |= GLSPV_VAL_RELAX_BLOCK_LAYOUT;
        else if (!strcmp(a, "--uniform-buffer-standard-layout"))
            options |= GLSPV_VAL_UNIFORM_BUFFER_STANDARD_LAYOUT;
        else if (!strcmp(a, "--scalar-block-layout"))
            options |= GLSPV_VAL_SCALAR_BLOCK_LAYOUT;
        else if (!strcmp(a, "--workgroup-scalar-block-layout"))
            options |= GLSPV_VAL_WORKGROUP_SCALAR_BLOCK_LAYOUT;
        else if (!strcmp(a, "--skip-block-layout"))
            options |= GLSPV_VAL_SKIP_BLOCK_LAYOUT;
        else if (!tool_arg(&t, argc, argv, &i))
            return t.exit_code;
    }
    size_t count = 0;
    uint32_t *words = read_words(t.tool, t.input, &count);
    if (!words)
        return 1;
    glspv_result *result = NULL;
    glspv_status status = glspv_spirv_validate(words, count, t.env, options, &result);
    free(words);
    if (status != GLSPV_OK)
        return tool_failed(result, status);
    glspv_result_destroy(result);
    return 0;
}
