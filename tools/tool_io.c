/* Reading a whole input file or stream, for the command-line tools. */
#include "tool_io.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

char *read_some(FILE *f, size_t *size, size_t max)
{
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t want = cap - len - 1;
        if (want > max - len + 1)
            want = max - len + 1;
        size_t got = fread(buf + len, 1, want, f);
        len += got;
        if (got < want || len > max)
            break;
        char *bigger = realloc(buf, cap * 2);
        if (!bigger) {
            free(buf);
            return NULL;
        }
        buf = bigger;
        cap *= 2;
    }
    if (buf && ferror(f)) {
        free(buf);
        return NULL;
    }
    if (buf) {
        buf[len] = '\0';
        *size = len;
    }
    return buf;
}

char *read_all(FILE *f, size_t *size)
{
    return read_some(f, size, (size_t)-1 / 2);
}

char *read_input(const char *tool, const char *input, size_t *size)
{
    int from_stdin = !input || !strcmp(input, "-");
    FILE *in = from_stdin ? stdin : fopen(input, "rb");
    if (!in) {
        fprintf(stderr, "%s: error: cannot open '%s': %s\n", tool, input, strerror(errno));
        return NULL;
    }
    char *bytes = read_all(in, size);
    if (!from_stdin)
        fclose(in);
    if (!bytes)
        fprintf(stderr, "%s: error: cannot read '%s'\n", tool, from_stdin ? "<stdin>" : input);
    return bytes;
}

uint32_t *read_words(const char *tool, const char *input, size_t *count)
{
    size_t size = 0;
    char *bytes = read_input(tool, input, &size);
    if (bytes && size % 4) {
        fprintf(stderr, "%s: error: %s is %zu bytes long, not a whole number of 32-bit words\n", tool,
                input && strcmp(input, "-") ? input : "<stdin>", size);
        free(bytes);
        return NULL;
    }
    *count = size / 4;
    return (uint32_t *)(void *)bytes; /* malloc'd: aligned for any type */
}

int write_output(const char *tool, const char *output, const void *data, size_t size)
{
    int to_stdout = !strcmp(output, "-");
    FILE *out = to_stdout ? stdout : fopen(output, "wb");
    if (!out) {
        fprintf(stderr, "%s: error: cannot write '%s': %s\n", tool, output, strerror(errno));
        return 1;
    }
    int ok = fwrite(data, 1, size, out) == size;
    ok = (to_stdout ? fflush(out) : fclose(out)) == 0 && ok;
    if (!ok) {
        fprintf(stderr, "%s: error: writing '%s' failed\n", tool, to_stdout ? "<stdout>" : output);
        return 1;
    }
    return 0;
}

int tool_failed(glspv_result *result, glspv_status status)
{
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

static int stop(ToolArgs *t, int code)
{
    t->exit_code = code;
    return 0;
}

int tool_arg(ToolArgs *t, int argc, char **argv, int *i)
{
    const char *a = argv[*i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
        fputs(t->usage, stdout);
        return stop(t, 0);
    }
    if (!strcmp(a, "--version")) {
        printf("%s\n", glspv_version_string());
        return stop(t, 0);
    }
    if (t->takes_output && !strcmp(a, "-o")) {
        if (*i + 1 >= argc) {
            fprintf(stderr, "%s: error: -o needs a file name\n", t->tool);
            return stop(t, 1);
        }
        t->output = argv[++*i];
        return 1;
    }
    if (t->takes_env && !strncmp(a, "--target-env", 12) && (!a[12] || a[12] == '=')) {
        const char *value = a[12] == '=' ? a + 13 : (*i + 1 < argc ? argv[++*i] : NULL);
        if (!value || glspv_target_env_parse(value, &t->env) != GLSPV_OK) {
            fprintf(stderr, "%s: error: unknown target environment '%s'\n", t->tool, value ? value : "");
            return stop(t, 1);
        }
        return 1;
    }
    if (a[0] == '-' && a[1]) {
        fprintf(stderr, "%s: error: unknown option '%s' (see --help)\n", t->tool, a);
        return stop(t, 1);
    }
    if (t->input) {
        fprintf(stderr, "%s: error: more than one input file: '%s' and '%s'\n", t->tool, t->input, a);
        return stop(t, 1);
    }
    t->input = a;
    return 1;
}
