/* glspv-as: assemble SPIR-V assembly text into a binary, the same words
 * spirv-as writes. A thin command line over glspv_spirv_assemble. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "read_all.h"

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


static int usage_error(const char *fmt, const char *a, const char *b)
{
    fputs("glspv-as: error: ", stderr);
    fprintf(stderr, fmt, a, b);
    fputs(" (see --help)\n", stderr);
    return 1;
}

static int write_words(const char *output, const uint32_t *words, size_t count)
{
    int to_stdout = !strcmp(output, "-");
    FILE *out = to_stdout ? stdout : fopen(output, "wb");
    if (!out) {
        fprintf(stderr, "glspv-as: error: cannot write '%s': %s\n", output, strerror(errno));
        return 1;
    }
    int ok = fwrite(words, sizeof *words, count, out) == count;
    ok = (to_stdout ? fflush(out) : fclose(out)) == 0 && ok;
    if (!ok) {
        fprintf(stderr, "glspv-as: error: writing '%s' failed\n", to_stdout ? "<stdout>" : output);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    const char *input = NULL, *output = "out.spv";
    glspv_target_env env = GLSPV_ENV_UNIVERSAL_1_6;
    uint32_t options = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("%s\nTarget: SPIR-V 1.6 (default)\n", glspv_version_string());
            return 0;
        } else if (!strcmp(a, "-o")) {
            if (++i == argc)
                return usage_error("-o needs a file name%s%s", "", "");
            output = argv[i];
        } else if (!strcmp(a, "--target-env")) {
            if (++i == argc)
                return usage_error("--target-env needs an environment name%s%s", "", "");
            if (glspv_target_env_parse(argv[i], &env) != GLSPV_OK)
                return usage_error("unknown target environment '%s'%s", argv[i], "");
        } else if (!strcmp(a, "--preserve-numeric-ids")) {
            options |= GLSPV_ASM_PRESERVE_NUMERIC_IDS;
        } else if (a[0] == '-' && a[1]) {
            return usage_error("unknown option '%s'%s", a, "");
        } else if (input) {
            return usage_error("more than one input file: '%s' and '%s'", input, a);
        } else {
            input = a;
        }
    }

    int from_stdin = !input || !strcmp(input, "-");
    FILE *in = from_stdin ? stdin : fopen(input, "rb");
    if (!in) {
        fprintf(stderr, "glspv-as: error: cannot open '%s': %s\n", input, strerror(errno));
        return 1;
    }
    size_t size = 0;
    char *text = read_all(in, &size);
    if (!from_stdin)
        fclose(in);
    if (!text) {
        fprintf(stderr, "glspv-as: error: cannot read '%s'\n", from_stdin ? "<stdin>" : input);
        return 1;
    }

    glspv_result *result = NULL;
    glspv_status status = glspv_spirv_assemble(text, size, env, options, &result);
    free(text);
    if (status != GLSPV_OK) {
        const char *log = glspv_result_log(result);
        if (*log)
            fputs(log, stderr);
        else
            fprintf(stderr, "error: %s\n", glspv_status_string(status));
        glspv_result_destroy(result);
        return 1;
    }
    size_t count;
    const uint32_t *words = glspv_result_words(result, &count);
    int rc = write_words(output, words, count);
    glspv_result_destroy(result);
    return rc;
}
