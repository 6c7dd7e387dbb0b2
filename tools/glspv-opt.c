/* glspv-opt: optimize a SPIR-V binary, with spirv-opt's command line for
 * the recipes (-O, -Os). A thin command line over glspv_spirv_optimize. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "read_all.h"

static const char usage[] =
    "Usage: glspv-opt [options] [<input>] -o <output>\n"
    "\n"
    "Optimizes the SPIR-V binary in <input> (or standard input if <input> is\n"
    "absent or \"-\") and writes it to <output> (\"-\": standard output). The\n"
    "module is validated first; an invalid one is refused with the validator's\n"
    "messages. Without -O or -Os the module is written back as it is, its ids\n"
    "renumbered.\n"
    "\n"
    "Options:\n"
    "  -h, --help      Print this help and exit.\n"
    "  --version       Print the version and exit.\n"
    "  -O              Optimize for performance.\n"
    "  -Os             Optimize for size.\n"
    "  -o <file>       Where the optimized module goes.\n"
    "  --target-env=<env>\n"
    "                  vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2, vulkan1.3,\n"
    "                  spv1.0 ... spv1.6, opengl4.0 ... opengl4.5 (default: spv1.6).\n";

static int fail(const char *fmt, const char *arg)
{
    fputs("glspv-opt: error: ", stderr);
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    return 1;
}

int main(int argc, char **argv)
{
    const char *input = NULL, *output = NULL;
    glspv_target_env env = GLSPV_ENV_UNIVERSAL_1_6;
    glspv_optimization level = GLSPV_OPT_NONE;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("%s\n", glspv_version_string());
            return 0;
        } else if (!strcmp(a, "-O")) {
            level = GLSPV_OPT_PERFORMANCE;
        } else if (!strcmp(a, "-Os")) {
            level = GLSPV_OPT_SIZE;
        } else if (!strcmp(a, "-o")) {
            if (i + 1 >= argc)
                return fail("%s", "-o needs a file name");
            output = argv[++i];
        } else if (!strncmp(a, "--target-env", 12) && (!a[12] || a[12] == '=')) {
            const char *value = a[12] == '=' ? a + 13 : (i + 1 < argc ? argv[++i] : NULL);
            if (!value || glspv_target_env_parse(value, &env) != GLSPV_OK)
                return fail("unknown target environment '%s'", value ? value : "");
        } else if (a[0] == '-' && a[1]) {
            return fail("unknown option '%s' (see --help)", a);
        } else if (input) {
            return fail("more than one input file: '%s'", a);
        } else {
            input = a;
        }
    }
    if (!output)
        return fail("%s", "no output file (-o)");
    int from_stdin = !input || !strcmp(input, "-");
    FILE *in = from_stdin ? stdin : fopen(input, "rb");
    if (!in) {
        fprintf(stderr, "glspv-opt: error: cannot open '%s': %s\n", input, strerror(errno));
        return 1;
    }
    size_t size = 0;
    unsigned char *bytes = (unsigned char *)read_all(in, &size);
    if (!from_stdin)
        fclose(in);
    if (!bytes)
        return fail("cannot read '%s'", from_stdin ? "<stdin>" : input);
    if (size % 4) {
        free(bytes);
        return fail("'%s' is not a whole number of 32-bit words", from_stdin ? "<stdin>" : input);
    }
    glspv_result *result = NULL;
    glspv_status status = glspv_spirv_optimize((const uint32_t *)(void *)bytes, size / 4, env, level, &result);
    free(bytes);
    if (status != GLSPV_OK) {
        size_t len = 0;
        const char *text = result ? glspv_result_text(result, &len) : NULL;
        const char *log = result ? glspv_result_log(result) : "";
        if (text && len)
            fwrite(text, 1, len, stderr);
        else if (*log)
            fputs(log, stderr);
        else
            fprintf(stderr, "error: %s\n", glspv_status_string(status));
        glspv_result_destroy(result);
        return 1;
    }
    size_t count = 0;
    const uint32_t *words = glspv_result_words(result, &count);
    int to_stdout = !strcmp(output, "-");
    FILE *out = to_stdout ? stdout : fopen(output, "wb");
    if (!out) {
        fprintf(stderr, "glspv-opt: error: cannot open '%s': %s\n", output, strerror(errno));
        glspv_result_destroy(result);
        return 1;
    }
    int ok = fwrite(words, sizeof *words, count, out) == count;
    if (!to_stdout)
        ok &= fclose(out) == 0;
    else
        ok &= fflush(out) == 0;
    glspv_result_destroy(result);
    if (!ok)
        return fail("cannot write '%s'", output);
    return 0;
}
