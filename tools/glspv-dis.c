/* glspv-dis: disassemble a SPIR-V binary, printing what spirv-dis prints.
 * A thin command line over glspv_spirv_disassemble. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "tool_io.h"

static const char usage[] =
    "Usage: glspv-dis [options] [<file>]\n"
    "\n"
    "Disassembles the SPIR-V binary in <file> (or standard input if <file> is\n"
    "absent or \"-\"), printing the same text as spirv-dis.\n"
    "\n"
    "Options:\n"
    "  -h, --help      Print this help and exit.\n"
    "  --version       Print the version and exit.\n"
    "  -o <file>       Write the text to <file> (\"-\": standard output, the default).\n"
    "  --raw-id        Show raw ids (%12) instead of friendly names.\n"
    "  --no-header     Leave out the header comments.\n"
    "  --no-indent     Don't align instructions.\n"
    "  --offsets       Show each instruction's byte offset.\n"
    "  --comment       Add comments that make the text easier to read.\n"
    "  --color, --no-color  Accepted for compatibility; output is never colored.\n";


int main(int argc, char **argv)
{
    ToolArgs t = {.tool = "glspv-dis", .usage = usage, .takes_output = 1};
    uint32_t options = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--raw-id"))
            options |= GLSPV_DIS_RAW_ID;
        else if (!strcmp(a, "--no-header"))
            options |= GLSPV_DIS_NO_HEADER;
        else if (!strcmp(a, "--no-indent"))
            options |= GLSPV_DIS_NO_INDENT;
        else if (!strcmp(a, "--offsets"))
            options |= GLSPV_DIS_OFFSETS;
        else if (!strcmp(a, "--comment"))
            options |= GLSPV_DIS_COMMENT;
        else if (!strcmp(a, "--color") || !strcmp(a, "--no-color"))
            continue; /* accepted, ignored */
        else if (!tool_arg(&t, argc, argv, &i))
            return t.exit_code;
    }
    size_t count = 0;
    uint32_t *words = read_words(t.tool, t.input, &count);
    if (!words)
        return 1;
    glspv_result *result = NULL;
    glspv_status status = glspv_spirv_disassemble(words, count, options, &result);
    free(words);
    if (status != GLSPV_OK)
        return tool_failed(result, status);
    size_t len;
    const char *text = glspv_result_text(result, &len);
    int rc = write_output(t.tool, t.output ? t.output : "-", text, len);
    glspv_result_destroy(result);
    return rc;
}
