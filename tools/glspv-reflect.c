/* glspv-reflect: what a SPIR-V module asks of the application, printed as
 * the JSON `spirv-cross --reflect` prints, or (--format=c) as a C header of
 * enums (reflect_header.c). A thin command line over glspv_reflect. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "reflect_header.h"
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
    "  --format=json   spirv-cross's JSON (the default).\n"
    "  --format=c      A C header: sets, bindings, descriptor types and counts,\n"
    "                  block offsets, push-constant ranges, SpecIds, locations and\n"
    "                  workgroup sizes as enums.\n"
    "  --prefix=NAME   Start every name of --format=c with NAME (default: the\n"
    "                  input's file name without its extension, else SHADER).\n"
    "  -o <file>       Write the output to <file> (\"-\", the default: standard output).\n";

/* The default prefix: the input's base name up to its first dot. */
static void default_prefix(const char *input, char *out, size_t size)
{
    char stem[256] = "";
    if (input && strcmp(input, "-") != 0) {
        const char *base = strrchr(input, '/');
        base = base ? base + 1 : input;
        size_t n = strcspn(base, ".");
        if (n >= sizeof stem)
            n = sizeof stem - 1;
        memcpy(stem, base, n);
        stem[n] = '\0';
    }
    header_identifier(stem, out, size);
}

/* The C header of the result's structs, in a malloc'd buffer. */
static char *header_text(const glspv_result *result, const char *prefix, const char *source, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f)
        return NULL;
    write_reflect_header(f, glspv_result_reflection(result), prefix, source);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

int main(int argc, char **argv)
{
    ToolArgs t = {.tool = "glspv-reflect", .usage = usage, .takes_output = 1};
    int c_header = 0;
    const char *prefix = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--format=json") == 0) {
            c_header = 0;
        } else if (strcmp(argv[i], "--format=c") == 0) {
            c_header = 1;
        } else if (strncmp(argv[i], "--format=", 9) == 0) {
            fprintf(stderr, "glspv-reflect: error: unknown format '%s' (json or c)\n", argv[i] + 9);
            return 1;
        } else if (strncmp(argv[i], "--prefix=", 9) == 0) {
            prefix = argv[i] + 9;
        } else if (!tool_arg(&t, argc, argv, &i)) {
            return t.exit_code;
        }
    }
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
    char *header = NULL;
    if (c_header) {
        char id[256];
        if (prefix)
            header_identifier(prefix, id, sizeof id);
        else
            default_prefix(t.input, id, sizeof id);
        const char *source = t.input && strcmp(t.input, "-") != 0 ? t.input : "<stdin>";
        const char *slash = strrchr(source, '/');
        text = header = header_text(result, id, slash ? slash + 1 : source, &len);
        if (!header) {
            fprintf(stderr, "glspv-reflect: error: out of memory\n");
            glspv_result_destroy(result);
            return 1;
        }
    }
    int rc = write_output(t.tool, t.output ? t.output : "-", text, len);
    free(header);
    glspv_result_destroy(result);
    return rc;
}
