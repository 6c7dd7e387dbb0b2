/* glspv-run: the command line. Reads the options, then parses and runs
 * each script in turn (script.c, exec.c) and prints the combined result as
 * the last line, in piglit's form: PIGLIT: {"result": "pass" }. The exit
 * status is 0 for pass and skip, 1 for fail or a usage error. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "glspv.h"
#include "run/run.h"

static const char usage[] =
    "usage: glspv-run [OPTION]... SCRIPT...\n"
    "Runs shader_test scripts (VkRunner's format) on a Vulkan device and checks their probes.\n"
    "\n"
    "Options:\n"
    "  -h, --help               show this help\n"
    "  --version                show the version and exit\n"
    "  -i, --image FILE         write the final framebuffer to FILE as a PNG\n"
    "  -b, --buffer-out FILE    write the final contents of a UBO or SSBO to FILE (raw bytes)\n"
    "  -B, --binding [SET:]N    the buffer --buffer-out writes (default: the first one)\n"
    "  -d, --disasm             show the SPIR-V disassembly of every shader\n"
    "  -D TOK=REPL              replace TOK with REPL everywhere in the scripts\n"
    "  -q, --quiet              print only errors and the result\n"
    "      --device-id N        use the Nth Vulkan device (from 1)\n"
    "      --validate           enable VK_LAYER_KHRONOS_validation; its errors fail the test\n"
    "      --debug-printf       print the messages of debugPrintfEXT (the validation layer's debug printf;\n"
    "                           on by itself for scripts with 'expect printf' lines)\n"
    "      --via-layer          hand each GLSL section to vkCreateShaderModule as text, through the layer\n"
    "                           VK_LAYER_GLSPV_glsl_shader (VK_NV_glsl_shader), instead of compiling it first\n"
    "  -O, -Os                  optimize the GLSL sections' SPIR-V (glspv -O, -Os; another --compiler's\n"
    "                           module goes through glspv's optimizer, as glspv-opt -O, -Os)\n"
    "      --compiler CMD       GLSL compiler, run as CMD -V --target-env vulkan1.X -S STAGE -o OUT IN...\n"
    "                           (default \"libglspv\": glspv's compiler, in process)\n"
    "      --spirv-as CMD       assemble [... spirv] sections with CMD --target-env vulkan1.X -o OUT IN\n"
    "                           (default: libglspv's assembler, in process)\n";

typedef struct Args {
    Options opts;
    ARRAY(Replacement) repl;
    ARRAY(char *) repl_storage;
    ARRAY(const char *) scripts;
} Args;

static bool usage_error(const char *fmt, const char *arg)
{
    fputs("glspv-run: error: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs("\n(run glspv-run --help for the options)\n", stderr);
    return false;
}

static bool add_replacement(Args *a, const char *arg)
{
    const char *eq = strchr(arg, '=');
    if (!eq || eq == arg)
        return usage_error("-D wants TOK=REPL, not '%s'", arg);
    char *copy = run_strdup(arg);
    copy[eq - arg] = 0;
    array_push(&a->repl_storage, copy);
    Replacement r = {copy, copy + (eq - arg) + 1};
    array_push(&a->repl, r);
    return true;
}

static bool parse_binding(Args *a, const char *arg)
{
    char *end;
    unsigned long x = strtoul(arg, &end, 10), y = 0;
    bool has_set = *end == ':';
    if (has_set)
        y = strtoul(end + 1, &end, 10);
    if (*arg < '0' || *arg > '9' || *end || x > UINT32_MAX || y > UINT32_MAX)
        return usage_error("invalid binding '%s'", arg);
    a->opts.buffer_binding_given = true;
    a->opts.buffer_set = has_set ? (uint32_t)x : 0;
    a->opts.buffer_binding = has_set ? (uint32_t)y : (uint32_t)x;
    return true;
}

/* Options that take a value: the value, from "-xVALUE", "--opt=VALUE" or
 * the next argument. */
static const char *option_value(int argc, char **argv, int *i, const char *arg, size_t name_len)
{
    if (arg[name_len] == '=' || (arg[1] != '-' && arg[name_len]))
        return arg + name_len + (arg[name_len] == '=');
    if (*i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

static bool matches(const char *arg, const char *short_name, const char *long_name, size_t *len)
{
    size_t n;
    if (short_name && !strncmp(arg, short_name, n = strlen(short_name))) {
        *len = n;
        return true;
    }
    if (long_name && !strncmp(arg, long_name, n = strlen(long_name)) && (!arg[n] || arg[n] == '=')) {
        *len = n;
        return true;
    }
    return false;
}

static bool parse_valued(Args *a, int argc, char **argv, int *i, bool *handled)
{
    static const struct {
        const char *short_name, *long_name;
        int what;
    } valued[] = {
        {"-i", "--image", 0},     {"-b", "--buffer-out", 1}, {NULL, "--buffer", 1}, {"-B", "--binding", 2},
        {"-D", "--replace", 3},   {NULL, "--device-id", 4},  {NULL, "--compiler", 5}, {NULL, "--spirv-as", 6},
    };
    const char *arg = argv[*i];
    *handled = false;
    for (size_t k = 0; k < RUN_COUNT(valued); k++) {
        size_t len;
        if (!matches(arg, valued[k].short_name, valued[k].long_name, &len))
            continue;
        *handled = true;
        const char *v = option_value(argc, argv, i, arg, len);
        if (!v)
            return usage_error("%s needs a value", arg);
        switch (valued[k].what) {
        case 0: a->opts.image_file = v; return true;
        case 1: a->opts.buffer_file = v; return true;
        case 2: return parse_binding(a, v);
        case 3: return add_replacement(a, v);
        case 4: {
            char *end;
            unsigned long id = strtoul(v, &end, 10);
            if (*v < '0' || *v > '9' || *end || id == 0 || id > UINT32_MAX)
                return usage_error("--device-id wants a number from 1, not '%s'", v);
            a->opts.device_id = (uint32_t)id;
            return true;
        }
        case 5: a->opts.compiler = v; return true;
        default: a->opts.assembler = v; return true;
        }
    }
    return true;
}

/* False on a usage error; *help when --help was given, *version for --version. */
static bool parse_args(Args *a, int argc, char **argv, bool *help, bool *version)
{
    bool only_scripts = false;
    *help = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        bool handled;
        if (only_scripts || arg[0] != '-' || !arg[1]) {
            array_push(&a->scripts, arg);
        } else if (!strcmp(arg, "--")) {
            only_scripts = true;
        } else if (!strcmp(arg, "-h") || !strcmp(arg, "--help")) {
            *help = true;
        } else if (!strcmp(arg, "--version")) {
            *version = true;
        } else if (!strcmp(arg, "-O") || !strcmp(arg, "-Os")) {
            a->opts.optimization = arg[2] ? 2 : 1; /* GLSPV_OPT_SIZE, GLSPV_OPT_PERFORMANCE */
        } else if (!strcmp(arg, "-q") || !strcmp(arg, "--quiet")) {
            a->opts.quiet = true;
        } else if (!strcmp(arg, "-d") || !strcmp(arg, "--disasm")) {
            a->opts.disasm = true;
        } else if (!strcmp(arg, "--validate")) {
            a->opts.validate = true;
        } else if (!strcmp(arg, "--debug-printf")) {
            a->opts.debug_printf = true;
        } else if (!strcmp(arg, "--via-layer")) {
            a->opts.via_layer = true;
        } else if (!parse_valued(a, argc, argv, &i, &handled)) {
            return false;
        } else if (!handled) {
            return usage_error("unknown option '%s'", arg);
        }
    }
    if (!*help && !*version && a->scripts.len == 0)
        return usage_error("%s", "no script given");
    return true;
}

static RunResult run_file(const Args *a, VkKeep *keep, const char *path)
{
    size_t len;
    char *text = run_read_file(path, &len);
    if (!text) {
        fprintf(stderr, "%s: error: can't read the script: %s\n", path, strerror(errno));
        return RESULT_FAIL;
    }
    Script s;
    RunResult r = RESULT_FAIL;
    if (script_parse(&s, path, text, len, a->repl.data, a->repl.len))
        r = run_script(&s, &a->opts, keep);
    script_free(&s);
    free(text);
    return r;
}

/* With --via-layer, a glspv-run in a build tree uses the layer built beside
 * it (BUILD/layer) rather than whatever the loader would find first. */
static void find_build_layer(void)
{
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 64);
    if (n <= 0)
        return;
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (!slash)
        return;
    strcpy(slash, "/layer");
    char manifest[4200];
    snprintf(manifest, sizeof manifest, "%s/VkLayer_GLSPV_glsl_shader.json", exe);
    if (access(manifest, R_OK) != 0)
        return;
    const char *old = getenv("VK_ADD_LAYER_PATH");
    char *value = old && *old ? run_printf("%s:%s", exe, old) : run_printf("%s", exe);
    setenv("VK_ADD_LAYER_PATH", value, 1);
    free(value);
}

static void free_args(Args *a)
{
    for (size_t i = 0; i < a->repl_storage.len; i++)
        free(a->repl_storage.data[i]);
    free(a->repl_storage.data);
    free(a->repl.data);
    free(a->scripts.data);
}

int main(int argc, char **argv)
{
    static const char *const names[] = {"pass", "fail", "skip"};
    Args a;
    memset(&a, 0, sizeof a);
    a.opts.compiler = "libglspv";
    bool help = false, version = false;
    if (!parse_args(&a, argc, argv, &help, &version)) {
        free_args(&a);
        return 1;
    }
    if (help || version) {
        if (help)
            fputs(usage, stdout);
        else
            printf("glspv-run (%s)\n", glspv_version_string());
        free_args(&a);
        return 0;
    }
    if (a.opts.via_layer)
        find_build_layer();
    /* Overall: fail if any failed, else pass if any passed, else skip. */
    RunResult overall = RESULT_SKIP;
    VkKeep keep;
    memset(&keep, 0, sizeof keep);
    for (size_t i = 0; i < a.scripts.len; i++) {
        RunResult r = run_file(&a, &keep, a.scripts.data[i]);
        if (a.scripts.len > 1 && !a.opts.quiet)
            printf("%s: %s\n", a.scripts.data[i], names[r]);
        if (r == RESULT_FAIL || (r == RESULT_PASS && overall == RESULT_SKIP))
            overall = r;
    }
    if (vk_keep_free(&keep))
        overall = RESULT_FAIL;
    fflush(stderr);
    printf("PIGLIT: {\"result\": \"%s\" }\n", names[overall]);
    free_args(&a);
    return overall == RESULT_FAIL ? 1 : 0;
}
