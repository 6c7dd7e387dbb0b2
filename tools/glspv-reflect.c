/* glspv-reflect: what a SPIR-V module asks of the application, printed as
 * the JSON `spirv-cross --reflect` prints. A thin command line over
 * glspv_reflect. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "tool_io.h"

static const char usage[] =
    "Usage: glspv-reflect [options] [<file>]\n"
    "\n"
    "Reflects the SPIR-V module in <file> (or standard input if <file> is absent\n"
    "or \"-\"): its entry points, resources with their sets and bindings, block\n"
    "layouts, inputs, outputs and specialization constants, as the JSON that\n"
    "`spirv-cross <file> --reflect` prints. The module must be valid.\n"
    "\n"
    "Options:\n"
    "  -h, --help      Print this help and exit.\n"
    "  --version       Print the version and exit.\n"
    "  -o <file>       Write the JSON to <file> (\"-\", the default: standard output).\n";

int main(int argc, char **argv)
{
    ToolArgs t = {.tool = "glspv-reflect", .usage = usage, .takes_output = 1};
    for (int i = 1; i < argc; i++)
        if (!tool_arg(&t, argc, argv, &i))
            return t.exit_code;
    size_t count = 0;
    uint32_t *words = read_words(t.tool, t.input, &count);
    if (!words)
        return 1;
    glspv_result *result = NULL;
    glspv_status status = glspv_reflect(words, count, &result);
    free(words);
    if (status != GLSPV_OK)
        return tool_failed(result, status);
    size_t len;
    const char *text = glspv_result_text(result, &len);
    int rc = write_output(t.tool, t.output ? t.output : "-", text, len);
    glspv_result_destroy(result);
    return rc;
}
