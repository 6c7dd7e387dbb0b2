/* glspv-as: assemble SPIR-V assembly text into a binary, the same words
 * spirv-as writes. A thin command line over glspv_spirv_assemble. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "tool_io.h"

static const char usage[] =
    "Usage: glspv-as [options] [<file>]\n"
    "\n"
    "Assembles the SPIR-V assembly text in <file> (or standard input if <file>\n"
    "is absent or \"-\") into a SPIR-V binary, the same one spirv-as writes.\n"
    "\n"
    "Options:\n"
    "  -h, --help              Print this help and exit.\n"
    "  --version               Print the version and exit.\n"
    "  -o <file>               Write the binary to <file> (\"-\": standard output).\n"
    "                          The default is out.spv.\n"
    "  --target-env <env>      The SPIR-V version and rules to assemble for:\n"
    "                          spv1.0 ... spv1.6 (the default is spv1.6),\n"
    "                          vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2,\n"
    "                          vulkan1.3, opengl4.0 ... opengl4.3, opengl4.5.\n"
    "  --preserve-numeric-ids  Keep ids written as numbers (%12 stays 12); other\n"
    "                          names get the free numbers.\n";

int main(int argc, char **argv)
{
    ToolArgs t = {.tool = "glspv-as", .usage = usage, .takes_output = 1, .takes_env = 1, .output = "out.spv",
                  .env = GLSPV_ENV_UNIVERSAL_1_6};
    uint32_t options = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--version")) {
            printf("%s\nTarget: SPIR-V 1.6 (default)\n", glspv_version_string());
            return 0;
        } else if (!strcmp(a, "--preserve-numeric-ids")) {
            options |= GLSPV_ASM_PRESERVE_NUMERIC_IDS;
        } else if (!tool_arg(&t, argc, argv, &i)) {
            return t.exit_code;
        }
    }
    size_t size = 0;
    char *text = read_input(t.tool, t.input, &size);
    if (!text)
        return 1;
    glspv_result *result = NULL;
    glspv_status status = glspv_spirv_assemble(text, size, t.env, options, &result);
    free(text);
    if (status != GLSPV_OK)
        return tool_failed(result, status);
    size_t count;
    const uint32_t *words = glspv_result_words(result, &count);
    int rc = write_output(t.tool, t.output, words, count * sizeof *words);
    glspv_result_destroy(result);
    return rc;
}
