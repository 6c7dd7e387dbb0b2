/* glspv-dis: disassemble a SPIR-V binary, printing what spirv-dis prints.
 * A thin command line over glspv_spirv_disassemble. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "read_all.h"

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
    const char *input = NULL, *output = NULL;
    uint32_t options = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("%s\n", glspv_version_string());
            return 0;
        } else if (!strcmp(a, "-o")) {
            if (++i == argc) {
                fprintf(stderr, "glspv-dis: error: -o needs a file name\n");
                return 1;
            }
            output = argv[i];
        } else if (!strcmp(a, "--raw-id")) {
            options |= GLSPV_DIS_RAW_ID;
        } else if (!strcmp(a, "--no-header")) {
            options |= GLSPV_DIS_NO_HEADER;
        } else if (!strcmp(a, "--no-indent")) {
            options |= GLSPV_DIS_NO_INDENT;
        } else if (!strcmp(a, "--offsets")) {
            options |= GLSPV_DIS_OFFSETS;
        } else if (!strcmp(a, "--comment")) {
            options |= GLSPV_DIS_COMMENT;
        } else if (!strcmp(a, "--color") || !strcmp(a, "--no-color")) {
            /* accepted, ignored */
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "glspv-dis: error: unknown option '%s' (see --help)\n", a);
            return 1;
        } else if (input) {
            fprintf(stderr, "glspv-dis: error: more than one input file: '%s' and '%s'\n", input, a);
            return 1;
        } else {
            input = a;
        }
    }

    int from_stdin = !input || !strcmp(input, "-");
    FILE *in = from_stdin ? stdin : fopen(input, "rb");
    if (!in) {
        fprintf(stderr, "glspv-dis: error: cannot open '%s': %s\n", input, strerror(errno));
        return 1;
    }
    size_t size = 0;
    unsigned char *bytes = (unsigned char *)read_all(in, &size);
    if (!from_stdin)
        fclose(in);
    if (!bytes) {
        fprintf(stderr, "glspv-dis: error: cannot read '%s'\n", from_stdin ? "<stdin>" : input);
        return 1;
    }
    if (size % 4) {
        fprintf(stderr, "error: %s is %zu bytes long, not a whole number of 32-bit words\n",
                from_stdin ? "<stdin>" : input, size);
        free(bytes);
        return 1;
    }

    glspv_result *result = NULL;
    glspv_status status = glspv_spirv_disassemble((const uint32_t *)(void *)bytes, size / 4, options, &result);
    free(bytes);
    if (status != GLSPV_OK) {
        const char *log = glspv_result_log(result);
        if (*log)
            fputs(log, stderr);
        else
            fprintf(stderr, "error: %s\n", glspv_status_string(status));
        glspv_result_destroy(result);
        return 1;
    }
    size_t len;
    const char *text = glspv_result_text(result, &len);
    int to_stdout = !output || !strcmp(output, "-");
    FILE *out = to_stdout ? stdout : fopen(output, "wb");
    if (!out) {
        fprintf(stderr, "glspv-dis: error: cannot write '%s': %s\n", output, strerror(errno));
        glspv_result_destroy(result);
        return 1;
    }
    int ok = fwrite(text, 1, len, out) == len;
    ok = (to_stdout ? fflush(out) : fclose(out)) == 0 && ok;
    glspv_result_destroy(result);
    if (!ok) {
        fprintf(stderr, "glspv-dis: error: writing '%s' failed\n", to_stdout ? "<stdout>" : output);
        return 1;
    }
    return 0;
}
