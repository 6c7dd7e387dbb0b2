/* glspv-val: validate a SPIR-V binary, with spirv-val's command line and
 * message shape. A thin command line over glspv_spirv_validate. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "read_all.h"

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
    const char *input = NULL;
    glspv_target_env env = GLSPV_ENV_UNIVERSAL_1_6;
    uint32_t options = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("%s\n", glspv_version_string());
            return 0;
        } else if (!strncmp(a, "--target-env", 12) && (!a[12] || a[12] == '=')) {
            const char *value = a[12] == '=' ? a + 13 : (i + 1 < argc ? argv[++i] : NULL);
            if (!value || glspv_target_env_parse(value, &env) != GLSPV_OK) {
                fprintf(stderr, "glspv-val: error: unknown target environment '%s'\n", value ? value : "");
                return 1;
            }
        } else if (!strcmp(a, "--relax-block-layout")) {
            options |= GLSPV_VAL_RELAX_BLOCK_LAYOUT;
        } else if (!strcmp(a, "--uniform-buffer-standard-layout")) {
            options |= GLSPV_VAL_UNIFORM_BUFFER_STANDARD_LAYOUT;
        } else if (!strcmp(a, "--scalar-block-layout")) {
            options |= GLSPV_VAL_SCALAR_BLOCK_LAYOUT;
        } else if (!strcmp(a, "--workgroup-scalar-block-layout")) {
            options |= GLSPV_VAL_WORKGROUP_SCALAR_BLOCK_LAYOUT;
        } else if (!strcmp(a, "--skip-block-layout")) {
            options |= GLSPV_VAL_SKIP_BLOCK_LAYOUT;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "glspv-val: error: unknown option '%s' (see --help)\n", a);
            return 1;
        } else if (input) {
            fprintf(stderr, "glspv-val: error: more than one input file: '%s' and '%s'\n", input, a);
            return 1;
        } else {
            input = a;
        }
    }
    int from_stdin = !input || !strcmp(input, "-");
    FILE *in = from_stdin ? stdin : fopen(input, "rb");
    if (!in) {
        fprintf(stderr, "glspv-val: error: cannot open '%s': %s\n", input, strerror(errno));
        return 1;
    }
    size_t size = 0;
    unsigned char *bytes = (unsigned char *)read_all(in, &size);
    if (!from_stdin)
        fclose(in);
    if (!bytes) {
        fprintf(stderr, "glspv-val: error: cannot read '%s'\n", from_stdin ? "<stdin>" : input);
        return 1;
    }
    if (size % 4) {
        fprintf(stderr, "error: %s is %zu bytes long, not a whole number of 32-bit words\n",
                from_stdin ? "<stdin>" : input, size);
        free(bytes);
        return 1;
    }
    glspv_result *result = NULL;
    glspv_status status = glspv_spirv_validate((const uint32_t *)(void *)bytes, size / 4, env, options, &result);
    free(bytes);
    if (status == GLSPV_ERROR_VALIDATION) {
        size_t len;
        const char *text = glspv_result_text(result, &len);
        fwrite(text, 1, len, stderr);
    } else if (status != GLSPV_OK) {
        const char *log = result ? glspv_result_log(result) : "";
        if (*log)
            fputs(log, stderr);
        else
            fprintf(stderr, "error: %s\n", glspv_status_string(status));
    }
    glspv_result_destroy(result);
    return status == GLSPV_OK ? 0 : 1;
}
