/* glspv's glslangValidator personality (glslang_cli.h says what it does
 * and where it differs from glslangValidator). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "glslang_cli.h"
#include "glspv.h"
#include "resource_text.h"
#include "tool_io.h"

enum { GL_EXIT_OK = 0, GL_EXIT_USAGE = 1, GL_EXIT_COMPILE = 2, GL_EXIT_LINK = 3 };

static const char gl_usage[] =
    "Usage: glspv-glslang [options] file...\n"
    "       glspv --compat=glslang [options] file...\n"
    "\n"
    "Compiles GLSL to SPIR-V, taking glslangValidator's options. The stage comes\n"
    "from -S or the file extension: .vert .tesc .tese .geom .frag .comp .mesh\n"
    ".task .rgen .rint .rahit .rchit .rmiss .rcall (also x.comp.glsl).\n"
    "\n"
    "Without -V or -G the inputs are validated as OpenGL compiles GLSL (desktop\n"
    "1.10 to 4.60, core and compatibility; ES 1.00 to 3.20) and nothing is written.\n"
    "\n"
    "Options:\n"
    "  -V                  Create SPIR-V for Vulkan (default target vulkan1.0).\n"
    "  -G                  Create SPIR-V for OpenGL (opengl4.5).\n"
    "  --target-env <env>  vulkan1.0, vulkan1.1, vulkan1.2, vulkan1.3 or opengl\n"
    "                      (implies -V or -G); spirv1.0 ... spirv1.6 sets the\n"
    "                      SPIR-V version. May be repeated.\n"
    "  -S <stage>          The stage of every input: vert, tesc, tese, geom, frag,\n"
    "                      comp, mesh, task, rgen, rint, rahit, rchit, rmiss, rcall.\n"
    "  -o <file>           Write the SPIR-V to <file> (default <stage>.spv).\n"
    "  -I<dir>             Add a folder to the #include search path.\n"
    "  -D<name>[=<value>]  Define a macro (-DNAME defines it as empty);\n"
    "                      also --define-macro <name>[=<value>], --D <name>[=<value>].\n"
    "  -U<name>            Undefine a macro; also --undef-macro <name>, --U <name>.\n"
    "  -e <name>           Alone, nothing changes: the entry point is main.\n"
    "  --stdin             Read the source from standard input (needs -S).\n"
    "  -g                  Emit debug information.\n"
    "  -g0                 Strip the names and the source (OpName, OpSource ...).\n"
    "  -gV                 Emit nonsemantic shader debug information.\n"
    "  -gVS                Emit nonsemantic shader debug information with source.\n"
    "  --auto-map-locations, --aml\n"
    "                      Give inputs and outputs without a location free ones.\n"
    "  --auto-map-bindings, --amb\n"
    "                      Give the resources used without a binding free ones.\n"
    "  --shift-{ubo,ssbo,texture,sampler,image}-binding [stage] <n>\n"
    "  (--sub, --sbb, --stb, --ssb, --sib)\n"
    "                      Move every binding of that kind up by <n> (for one stage).\n"
    "  --shift-{ubo,ssbo,texture,sampler,image}-binding [stage] <n> <set> [<n> <set>]...\n"
    "                      The same for the resources of each <set>.\n"
    "  --resource-set-binding, --rsb [stage] <set>\n"
    "                      Put the resources declared without a set in <set>.\n"
    "  --resource-set-binding, --rsb [stage] <name> <set> <binding>...\n"
    "                      HLSL's register bindings: accepted, no effect on GLSL.\n"
    "  -e <name> --source-entrypoint main\n"
    "                      Name the entry point (and main) <name>.\n"
    "  -w, --suppress-warnings\n"
    "                      Suppress warnings.\n"
    "  -q                  Print the reflection of each module: its uniforms,\n"
    "                      blocks, pipeline inputs and outputs, as glslangValidator.\n"
    "  --quiet             Do not print the name of each input.\n"
    "  -h, --help          Print this help (exit status 1, as glslangValidator).\n"
    "  -v, --version       Print the version.\n"
    "  -Os                 Optimize for size (glspv -Os); -Od: no optimization (the default).\n"
    "  Accepted and ignored: -l, --link (the stages are always linked), -C.\n"
    "\n"
    "Messages go to standard output. Exit status: 0 ok, 1 usage or I/O error,\n"
    "2 compile error. Several inputs of one stage are linked into one module.\n";

typedef struct GlInput {
    const char *path; /* NULL: standard input */
    int stage;        /* -1 until known */
} GlInput;

typedef struct GlCli {
    const char *prog;
    int spirv;            /* -V, -G or a client --target-env: write SPIR-V */
    int opengl;           /* -G or --target-env opengl */
    int vulkan_minor;     /* --target-env vulkan1.X */
    uint32_t spirv_version; /* --target-env spirv1.X; 0: the env's own */
    int quiet;
    int reflect;          /* -q */
    int strip_debug;      /* -g0: no names, no source */
    int version;          /* -v */
    int stage;            /* -S; -1 if not given */
    int from_stdin;
    const char *entry_point;        /* -e NAME */
    const char *source_entry_point; /* --source-entrypoint main */
    const char *output;
    uint32_t flags;
    glspv_options *options;
    GlInput *inputs;
    int input_count;
    const char *var_name;  /* --vn NAME: the module as a C array of that name */
    int hex;               /* -x: the module as hex words */
    const char *depfile;   /* --depfile FILE */
    int preprocess;        /* -E */
    int validate;          /* --spirv-val */
    int disassemble;       /* --spirv-dis, -H */
    glspv_target_env env;  /* what the modules are for (--spirv-val's rules) */
} GlCli;

/* A usage or I/O error, glslangValidator's way (standard error). */
/* -v: glslangValidator's lines, with glspv's own facts in them (scripts
 * read the lines by their labels). */
static void gl_print_version(void)
{
    int major = GLSPV_VERSION_MAJOR, minor = GLSPV_VERSION_MINOR, patch = GLSPV_VERSION_PATCH;
    printf("glspv Version: %d:%d.%d (glslangValidator-compatible command line)\n", major, minor, patch);
    printf("ESSL Version: OpenGL ES GLSL 3.20 glspv %d.%d.%d\n", major, minor, patch);
    printf("GLSL Version: 4.60 glspv %d.%d.%d\n", major, minor, patch);
    printf("SPIR-V Version 0x%08x, Revision 1\n", (unsigned)glspv_target_env_spirv_version(GLSPV_ENV_UNIVERSAL_1_6));
    printf("GLSL.std.450 Version 100, Revision 1\n");
    printf("Khronos Tool ID 0\n"); /* not registered: glspv's generator word is 0 */
    printf("SPIR-V Generator Version 1\n");
    printf("GL_KHR_vulkan_glsl version 100\n");
    printf("ARB_GL_gl_spirv version 100\n");
}

static int gl_usage_error(const GlCli *cli, const char *fmt, const char *arg)
{
    fprintf(stderr, "%s: Error: ", cli->prog);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, " (use -h for usage)\n");
    return GL_EXIT_USAGE;
}

/* A stage from its short name only ("comp", not "compute"); -1 if none. */
static int gl_stage_from_short_name(const char *name)
{
    glspv_stage s;
    if (glspv_stage_parse(name, &s) != GLSPV_OK || strcmp(glspv_stage_name(s), name))
        return -1;
    return (int)s;
}

/* The resource kind a --shift-<kind>-binding option (or its short form)
 * moves, or -1. glslangValidator takes the long names in any case. */
static int gl_binding_shift(const char *option)
{
    static const struct {
        const char *name, *short_name;
        glspv_resource_kind kind;
    } shifts[] = {
        {"--shift-image-binding", "--sib", GLSPV_RESOURCE_IMAGE},
        {"--shift-sampler-binding", "--ssb", GLSPV_RESOURCE_SAMPLER},
        {"--shift-texture-binding", "--stb", GLSPV_RESOURCE_TEXTURE},
        {"--shift-ubo-binding", "--sub", GLSPV_RESOURCE_UNIFORM_BUFFER},
        {"--shift-cbuffer-binding", "--scb", GLSPV_RESOURCE_UNIFORM_BUFFER},
        {"--shift-ssbo-binding", "--sbb", GLSPV_RESOURCE_STORAGE_BUFFER},
        {"--shift-uav-binding", "--suavb", GLSPV_RESOURCE_UAV},
    };
    for (size_t k = 0; k < sizeof shifts / sizeof *shifts; k++)
        if (!strcasecmp(option, shifts[k].name) || !strcmp(option, shifts[k].short_name))
            return (int)shifts[k].kind;
    return -1;
}

/* The stage a file name implies: x.comp, x.comp.glsl; -1 if none. */
static int gl_stage_from_name(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *end = base + strlen(base);
    if (end - base > 5 && !strcmp(end - 5, ".glsl"))
        end -= 5;
    const char *dot = end;
    while (dot > base && dot[-1] != '.')
        dot--;
    char ext[8];
    size_t n = (size_t)(end - dot);
    if (dot == base || n >= sizeof ext)
        return -1;
    memcpy(ext, dot, n);
    ext[n] = '\0';
    return gl_stage_from_short_name(ext);
}

/* --target-env X */
static int gl_target_env(GlCli *cli, const char *v)
{
    if (!strncmp(v, "vulkan1.", 8) && v[8] >= '0' && v[8] <= '3' && !v[9]) {
        cli->vulkan_minor = v[8] - '0';
        cli->opengl = 0;
        cli->spirv = 1;
    } else if (!strcmp(v, "opengl") || !strcmp(v, "opengl4.5")) {
        cli->opengl = 1;
        cli->spirv = 1;
    } else if (!strncmp(v, "spirv1.", 7) && v[7] >= '0' && v[7] <= '6' && !v[8]) {
        cli->spirv_version = 0x00010000u | (uint32_t)(v[7] - '0') << 8;
    } else {
        return 0;
    }
    return 1;
}

/* -DNAME[=VALUE] (and --define-macro NAME[=VALUE]). */
/* A FILE.conf input: resource limits that replace the defaults, as in
 * glslangValidator: a limit the file leaves out is 0, and an unknown one a
 * warning. Returns 0 after a message. */
static int gl_config_file(GlCli *cli, const char *path)
{
    FILE *f = fopen(path, "rb");
    size_t size = 0;
    char *text = f ? read_some(f, &size, 1u << 20) : NULL;
    if (f)
        fclose(f);
    if (!text || size > (1u << 20)) {
        fprintf(stderr, "%s: Error: unable to open input file %s (use -h for usage)\n", cli->prog, path);
        free(text);
        return 0;
    }
    for (size_t i = 0; i < glspv_resource_limit_count(); i++)
        glspv_options_set_resource_limit(cli->options, glspv_resource_limit_name(i), 0);
    char why[160];
    int ok = parse_resource_text(cli->options, text, stdout, why, sizeof why);
    if (!ok)
        fprintf(stderr, "%s: Error: %s in configuration file %s\n", cli->prog, why, path);
    free(text);
    return ok;
}

static int gl_define(GlCli *cli, const char *def)
{
    char *name = strdup(def);
    char *eq = name ? strchr(name, '=') : NULL;
    if (eq)
        *eq = '\0';
    int ok = name && *name && glspv_options_add_macro(cli->options, name, eq ? eq + 1 : NULL) == GLSPV_OK;
    free(name);
    return ok;
}

/* Whether `s` is a decimal number that fits 32 bits (into *value). */
static int gl_number(const char *s, uint32_t *value)
{
    char *end;
    if (!isdigit((unsigned char)s[0]))
        return 0;
    errno = 0;
    unsigned long v = strtoul(s, &end, 10);
    if (*end || errno || v > UINT32_MAX)
        return 0;
    *value = (uint32_t)v;
    return 1;
}

/* Reads the command line (argv[0] and --compat=glslang already skipped).
 * Returns -1 to go on, else the exit status. */
static int gl_parse_args(int argc, char **argv, GlCli *cli)
{
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        size_t alen = strlen(a);
        if (a[0] != '-' && alen > 5 && !strcmp(a + alen - 5, ".conf")) {
            if (!gl_config_file(cli, a))
                return GL_EXIT_USAGE;
        } else if (a[0] != '-' || !a[1]) {
            cli->inputs[cli->input_count].path = a;
            cli->inputs[cli->input_count].stage = -1;
            cli->input_count++;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(gl_usage, stdout);
            return GL_EXIT_USAGE;
        } else if (!strcmp(a, "-v") || !strcmp(a, "--version")) {
            if (!cli->version)
                gl_print_version();
            cli->version = 1;
        } else if (!strcmp(a, "--vn") || !strcmp(a, "--variable-name")) {
            if (!next)
                return gl_usage_error(cli, "%s needs a variable name", a);
            cli->var_name = argv[++i];
        } else if (!strcmp(a, "-x")) {
            cli->hex = 1;
        } else if (!strcmp(a, "--depfile")) {
            if (!next)
                return gl_usage_error(cli, "%s needs a file name", a);
            cli->depfile = argv[++i];
        } else if (!strcmp(a, "-E")) {
            cli->preprocess = 1;
        } else if (!strcmp(a, "--spirv-val")) {
            cli->validate = 1;
        } else if (!strcmp(a, "--spirv-dis") || !strcmp(a, "-H")) {
            cli->disassemble = 1; /* -H: glslang's own listing; spirv-dis's here */
        } else if (!strcmp(a, "--glsl-version")) {
            int v = next ? atoi(next) : 0;
            glspv_profile profile = v == 100 || v == 300 || v == 310 || v == 320 ? GLSPV_PROFILE_ES
                                    : v >= 150                                   ? GLSPV_PROFILE_CORE
                                                                                 : GLSPV_PROFILE_NONE;
            if (!next || v < 100 || glspv_options_set_forced_version(cli->options, v, profile) != GLSPV_OK)
                return gl_usage_error(cli, "--glsl-version needs a version: 100, 110, ..., 460, not '%s'",
                                      next ? next : "");
            i++;
        } else if (!strcmp(a, "--client")) {
            if (!next || (strcmp(next, "vulkan100") && strcmp(next, "opengl100")))
                return gl_usage_error(cli, "--client expects vulkan100 or opengl100, not '%s'", next ? next : "");
            cli->spirv = 1;
            cli->opengl = next[0] == 'o';
            i++;
        } else if (!strcmp(a, "-dumpversion") || !strcmp(a, "--dump-version")) {
            printf("%d:%d.%d\n", GLSPV_VERSION_MAJOR, GLSPV_VERSION_MINOR, GLSPV_VERSION_PATCH);
            return GL_EXIT_OK;
        } else if (!strcmp(a, "-c")) {
            print_resource_limits(cli->options, 0); /* the defaults, as a .conf file */
            return GL_EXIT_OK;
        } else if (!strcmp(a, "-V")) {
            cli->spirv = 1;
        } else if (!strcmp(a, "-G")) {
            cli->spirv = 1;
            cli->opengl = 1;
        } else if (!strncmp(a, "--target-env", 12) && (!a[12] || a[12] == '=')) {
            const char *v = a[12] ? a + 13 : next;
            if (!v)
                return gl_usage_error(cli, "%s needs an argument", "--target-env");
            if (!a[12])
                i++;
            if (!gl_target_env(cli, v))
                return gl_usage_error(cli, "--target-env expected one of: vulkan1.0, vulkan1.1, vulkan1.2, "
                                           "vulkan1.3, opengl, spirv1.0 ... spirv1.6, not '%s'", v);
        } else if (!strcmp(a, "-S")) {
            if (!next)
                return gl_usage_error(cli, "%s needs a stage name", "-S");
            if ((cli->stage = gl_stage_from_short_name(next)) < 0)
                return gl_usage_error(cli, "unknown stage '%s' for -S (vert, tesc, tese, geom, frag, comp, mesh, "
                                           "task, rgen, rint, rahit, rchit, rmiss, rcall)", next);
            i++;
        } else if (!strcmp(a, "-o")) {
            if (!next)
                return gl_usage_error(cli, "%s needs a file name", "-o");
            cli->output = argv[++i];
        } else if (!strncmp(a, "-I", 2)) {
            if (!a[2])
                return gl_usage_error(cli, "%s include path must immediately follow option (no spaces)", "-I<dir>");
            if (glspv_options_add_include_dir(cli->options, a + 2) != GLSPV_OK)
                return gl_usage_error(cli, "%s", "out of memory");
        } else if (!strcmp(a, "-D") || !strcmp(a, "--hlsl")) {
            return gl_usage_error(cli, "'%s' (HLSL input) is not supported; use -D<name>[=<value>] for macros", a);
        } else if (!strncmp(a, "-D", 2) || !strcmp(a, "--define-macro") || !strcmp(a, "--D")) {
            const char *v = a[1] == 'D' ? a + 2 : next;
            if (!v || !gl_define(cli, v))
                return gl_usage_error(cli, "invalid macro definition after '%s'", a);
            if (a[1] == '-')
                i++;
        } else if (!strncmp(a, "-U", 2) || !strcmp(a, "--undef-macro") || !strcmp(a, "--U")) {
            const char *v = a[1] == 'U' ? a + 2 : next;
            if (!v || !*v || glspv_options_undefine_macro(cli->options, v) != GLSPV_OK)
                return gl_usage_error(cli, "invalid macro name after '%s'", a);
            if (a[1] == '-')
                i++;
        } else if (!strcmp(a, "-e") || !strcmp(a, "--entry-point")) {
            /* The OpEntryPoint's name: for GLSL it takes effect with
             * --source-entrypoint main, as in glslangValidator. */
            if (!next)
                return gl_usage_error(cli, "%s needs a function name", a);
            cli->entry_point = argv[++i];
        } else if (!strcmp(a, "--source-entrypoint")) {
            if (!next)
                return gl_usage_error(cli, "%s needs a function name", a);
            if (strcmp(next, "main"))
                return gl_usage_error(cli, "--source-entrypoint '%s' is not supported: a GLSL shader's entry point "
                                           "is main", next);
            cli->source_entry_point = argv[++i];
        } else if (gl_binding_shift(a) >= 0) {
            /* [stage] base: every binding of the kind moves up by base;
             * [stage] base set [base set]...: per descriptor set. */
            glspv_stage st = GLSPV_STAGE_INFER;
            if (next && gl_stage_from_short_name(next) >= 0 && i + 2 < argc)
                st = (glspv_stage)gl_stage_from_short_name(argv[++i]);
            uint32_t numbers[2 * 64];
            int n = 0;
            while (i + 1 < argc && n < (int)(sizeof numbers / sizeof *numbers) && gl_number(argv[i + 1], &numbers[n]))
                i++, n++;
            glspv_resource_kind kind = (glspv_resource_kind)gl_binding_shift(a);
            if (n == 0 || (n > 1 && n % 2))
                return gl_usage_error(cli, "%s needs a binding base, or pairs of a base and a set (numbers, after "
                                           "an optional stage)", a);
            if (n == 1 && st == GLSPV_STAGE_INFER)
                glspv_options_set_binding_base(cli->options, kind, numbers[0]);
            else if (n == 1)
                glspv_options_set_binding_base_for_stage(cli->options, st, kind, numbers[0]);
            for (int k = 0; n > 1 && k < n; k += 2)
                if (glspv_options_set_binding_base_for_set(cli->options, st, kind, numbers[k + 1], numbers[k]) !=
                    GLSPV_OK)
                    return gl_usage_error(cli, "%s: too many per-set binding bases", a);
        } else if (!strcmp(a, "--resource-set-binding") || !strcmp(a, "--rsb")) {
            /* [stage] set: the set of every resource declared without one;
             * [stage] name set binding...: HLSL's registers, which GLSL does
             * not have, so accepted and nothing changes (as glslangValidator
             * does for GLSL). */
            glspv_stage st = GLSPV_STAGE_INFER;
            if (next && gl_stage_from_short_name(next) >= 0 && i + 2 < argc)
                st = (glspv_stage)gl_stage_from_short_name(argv[++i]);
            uint32_t set, number;
            if (i + 1 < argc && gl_number(argv[i + 1], &set) && !(i + 2 < argc && gl_number(argv[i + 2], &number))) {
                i++;
                if (glspv_options_set_default_set(cli->options, st, set) != GLSPV_OK)
                    return gl_usage_error(cli, "invalid descriptor set '%s'", argv[i]);
            } else {
                int triples = 0;
                while (i + 3 < argc && argv[i + 1][0] != '-' && gl_number(argv[i + 2], &number) &&
                       gl_number(argv[i + 3], &number))
                    i += 3, triples++;
                if (!triples)
                    return gl_usage_error(cli, "%s needs a set, or triples of a name, a set and a binding (after "
                                               "an optional stage)", a);
            }
        } else if (!strcmp(a, "--stdin")) {
            cli->from_stdin = 1;
        } else if (!strcmp(a, "--quiet")) {
            cli->quiet = 1;
        } else if (!strcmp(a, "-q")) {
            cli->reflect = 1;
        } else if (!strcmp(a, "-w") || !strcmp(a, "--suppress-warnings")) {
            cli->flags |= GLSPV_FLAG_NO_WARNINGS;
        } else if (!strcmp(a, "-g")) {
            cli->flags |= GLSPV_FLAG_DEBUG_INFO;
        } else if (!strcmp(a, "-gV")) {
            cli->flags |= GLSPV_FLAG_DEBUG_INFO | GLSPV_FLAG_DEBUG_INFO_SHADER;
        } else if (!strcmp(a, "-gVS")) {
            cli->flags |= GLSPV_FLAG_DEBUG_INFO | GLSPV_FLAG_DEBUG_INFO_SHADER | GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE;
        } else if (!strcmp(a, "--auto-map-locations") || !strcmp(a, "--aml")) {
            cli->flags |= GLSPV_FLAG_AUTO_MAP_LOCATIONS;
        } else if (!strcmp(a, "--auto-map-bindings") || !strcmp(a, "--amb")) {
            cli->flags |= GLSPV_FLAG_AUTO_BIND_UNIFORMS;
        } else if (!strcmp(a, "-Os") || !strcmp(a, "-Od")) {
            glspv_options_set_optimization(cli->options, a[2] == 's' ? GLSPV_OPT_SIZE : GLSPV_OPT_NONE);
        } else if (!strcmp(a, "-g0")) {
            cli->strip_debug = 1;
        } else if (!strcmp(a, "-l") || !strcmp(a, "--link") || !strcmp(a, "-C")) {
            /* Nothing to do: one module per stage, every error reported. */
        } else {
            return gl_usage_error(cli, "unrecognized command-line option '%s'", a);
        }
    }
    if (cli->entry_point && cli->source_entry_point &&
        glspv_options_set_entry_point_name(cli->options, cli->entry_point) != GLSPV_OK)
        return gl_usage_error(cli, "invalid entry point name '%s'", cli->entry_point);
    if (cli->from_stdin) {
        if (cli->input_count)
            return gl_usage_error(cli, "%s", "--stdin cannot be combined with input files");
        if (cli->stage < 0)
            return gl_usage_error(cli, "%s", "--stdin needs -S <stage>");
        cli->inputs[cli->input_count++].path = NULL;
    }
    if (cli->input_count == 0) {
        if (cli->version)
            return GL_EXIT_OK;
        return gl_usage_error(cli, "%s", "no input file");
    }
    for (int i = 0; i < cli->input_count; i++) {
        GlInput *in = &cli->inputs[i];
        in->stage = cli->stage >= 0 ? cli->stage : gl_stage_from_name(in->path);
        if (in->stage < 0)
            return gl_usage_error(cli, "cannot tell the stage of '%s': give -S <stage> or name the file "
                                       "x.vert, x.frag, x.comp, ...", in->path);
    }
    int several_stages = 0;
    for (int i = 1; i < cli->input_count; i++)
        several_stages |= cli->inputs[i].stage != cli->inputs[0].stage;
    if (cli->output && several_stages && cli->spirv)
        return gl_usage_error(cli, "%s", "-o with inputs of several stages: each stage needs its own output; "
                                         "leave out -o to write <stage>.spv");
    glspv_target_env env = cli->opengl              ? GLSPV_ENV_OPENGL_4_5
                           : cli->vulkan_minor == 1 ? GLSPV_ENV_VULKAN_1_1
                           : cli->vulkan_minor == 2 ? GLSPV_ENV_VULKAN_1_2
                           : cli->vulkan_minor == 3 ? GLSPV_ENV_VULKAN_1_3
                                                    : GLSPV_ENV_VULKAN_1_0;
    cli->env = env;
    /* Without -V/-G glslangValidator checks for OpenGL, with no SPIR-V
     * (glspv_check for the OpenGL client); #include needs its extension,
     * and a source without #version is ES 100. */
    if (glspv_options_set_target_env(cli->options, env) != GLSPV_OK ||
        (!cli->spirv && glspv_options_set_client(cli->options, GLSPV_CLIENT_OPENGL) != GLSPV_OK) ||
        glspv_options_set_target_spirv(cli->options, cli->spirv_version) != GLSPV_OK ||
        glspv_options_set_default_version(cli->options, 100, GLSPV_PROFILE_ES) != GLSPV_OK ||
        glspv_options_set_flags(cli->options,
                                cli->flags | GLSPV_FLAG_INCLUDES_NEED_EXTENSION | GLSPV_FLAG_OPT_KEEP_NAMES) != GLSPV_OK)
        return gl_usage_error(cli, "%s", "cannot set the options");
    return -1;
}

/* Reads one input into `src`, printing its name first when `print_name`
 * (glslangValidator does when it compiles, not for -E). Returns 0 or the
 * exit status; the caller frees src->text. */
static int gl_read_input(const GlCli *cli, const GlInput *in, int print_name, glspv_source *src)
{
    const char *name = in->path ? in->path : "stdin";
    FILE *f = in->path ? fopen(in->path, "rb") : stdin;
    if (!f) {
        fprintf(stderr, "%s: Error: unable to open input file '%s': %s (use -h for usage)\n", cli->prog, name,
                strerror(errno));
        return GL_EXIT_USAGE;
    }
    size_t size = 0;
    char *text = read_all(f, &size);
    if (in->path)
        fclose(f);
    if (!text)
        return gl_usage_error(cli, "unable to read input file '%s'", name);
    if (print_name)
        printf("%s\n", name);
    src->text = text;
    src->length = size;
    src->name = name;
    return GL_EXIT_OK;
}

/* A message in glslangValidator's shape, "'near' : text": the name our
 * message starts with quoted, or '' when it starts with none. Linters parse
 * that shape (SublimeLinter's glslangValidator linter matches
 * "ERROR: ...:LINE: 'NEAR' : MESSAGE"). */
static void gl_print_near_message(const char *message)
{
    const char *close = message[0] == '\'' ? strchr(message + 1, '\'') : NULL;
    const char *nl = strchr(message, '\n');
    if (!close || (nl && close > nl)) {
        printf("'' : %s\n", message);
        return;
    }
    const char *rest = close + 1;
    while (*rest == ':' || *rest == ' ')
        rest++;
    printf("%.*s : %s\n", (int)(close + 1 - message), message, rest);
}

/* The result's messages as glslangValidator prints them ("ERROR: file:line:
 * message"; an error about the whole stage "ERROR: Linking vertex stage:
 * message"), on standard output; returns how many are errors, and in
 * *link how many of those are link errors. Without a SPIR-V target
 * glslangValidator names the source by its index in the shader, 0
 * ("ERROR: 0:12: ..."), which linters parse. */
static size_t gl_print_diagnostics(const glspv_result *r, const char *name, int stage, int spirv, size_t *link)
{
    size_t errors = 0;
    *link = 0;
    for (size_t i = 0; i < glspv_result_diagnostic_count(r); i++) {
        const glspv_diagnostic *d = glspv_result_diagnostic(r, i);
        const char *file = !spirv ? "0" : d->file ? d->file : name;
        printf("%s: ", d->severity == GLSPV_SEVERITY_ERROR     ? "ERROR"
                       : d->severity == GLSPV_SEVERITY_WARNING ? "WARNING"
                                                               : "NOTE");
        if (d->flags & GLSPV_DIAGNOSTIC_LINK)
            printf("Linking %s stage: %s\n", glslang_stage_name(stage), d->message);
        else if (d->line && !spirv) {
            printf("%s:%u: ", file, (unsigned)d->line);
            gl_print_near_message(d->message);
        } else if (d->line)
            printf("%s:%u: %s\n", file, (unsigned)d->line, d->message);
        else
            printf("%s: %s\n", file, d->message);
        errors += d->severity == GLSPV_SEVERITY_ERROR;
        *link += d->severity == GLSPV_SEVERITY_ERROR && (d->flags & GLSPV_DIAGNOSTIC_LINK);
    }
    return errors;
}

/* -E: each input preprocessed, its text on standard output (and a newline,
 * as glslangValidator ends it). Returns the exit status. */
static int gl_preprocess_all(const GlCli *cli)
{
    int rc = GL_EXIT_OK;
    for (int i = 0; i < cli->input_count; i++) {
        const GlInput *in = &cli->inputs[i];
        glspv_source src;
        int read = gl_read_input(cli, in, 0, &src);
        if (read != GL_EXIT_OK)
            return read;
        glspv_result *r = NULL;
        glspv_status st = glspv_preprocess(cli->options, (glspv_stage)in->stage, src.text, src.length, src.name, &r);
        free((char *)src.text);
        size_t link = 0, errors = gl_print_diagnostics(r, src.name, in->stage, 1, &link);
        if (st == GLSPV_OK) {
            size_t len = 0;
            const char *out = glspv_result_text(r, &len);
            fwrite(out, 1, len, stdout);
            putchar('\n');
        } else {
            printf("ERROR: %zu compilation errors.  No code generated.\n\n\n", errors ? errors : 1);
            rc = GL_EXIT_COMPILE;
        }
        glspv_result_destroy(r);
    }
    return rc;
}

/* --depfile: "OUTPUT: inputs and the files they include". */
static int gl_write_depfile(const GlCli *cli, const char *output, glspv_result *const *results, int count)
{
    FILE *f = fopen(cli->depfile, "w");
    if (!f) {
        fprintf(stderr, "%s: Error: failed to write %s: %s\n", cli->prog, cli->depfile, strerror(errno));
        return GL_EXIT_USAGE;
    }
    fprintf(f, "%s:", output);
    for (int i = 0; i < cli->input_count; i++)
        if (cli->inputs[i].path)
            fprintf(f, " %s", cli->inputs[i].path);
    for (int s = 0; s < count; s++)
        for (size_t i = 0; i < glspv_result_dependency_count(results[s]); i++)
            fprintf(f, " %s", glspv_result_dependency(results[s], i));
    fprintf(f, "\n");
    return fclose(f) == 0 ? GL_EXIT_OK : GL_EXIT_USAGE;
}

/* --spirv-val and --spirv-dis after a compile: the validator's messages and
 * the module's text, on standard output. Returns the exit status. */
static int gl_after_compile(const GlCli *cli, const glspv_result *compiled)
{
    size_t n = 0;
    const uint32_t *words = glspv_result_words(compiled, &n);
    int rc = GL_EXIT_OK;
    if (cli->validate) {
        glspv_result *v = NULL;
        glspv_target_env env = cli->env;
        if (env == GLSPV_ENV_VULKAN_1_1 && cli->spirv_version == 0x00010400)
            env = GLSPV_ENV_VULKAN_1_1_SPIRV_1_4;
        if (glspv_spirv_validate(words, n, env, 0, &v) != GLSPV_OK) {
            fputs(glspv_result_log(v), stdout);
            rc = GL_EXIT_COMPILE;
        }
        glspv_result_destroy(v);
    }
    if (cli->disassemble) {
        glspv_result *d = NULL;
        if (glspv_spirv_disassemble(words, n, 0, &d) == GLSPV_OK)
            fputs(glspv_result_text(d, NULL), stdout);
        glspv_result_destroy(d);
    }
    return rc;
}

/* Compiles the inputs of `stage`, linked into one module, printing their
 * names and the messages. Returns the result (words to write) or NULL with
 * *rc set. */
static glspv_result *gl_compile_stage(const GlCli *cli, int stage, int *rc)
{
    glspv_source *sources = calloc((size_t)cli->input_count, sizeof *sources);
    if (!sources) {
        *rc = gl_usage_error(cli, "%s", "out of memory");
        return NULL;
    }
    size_t count = 0;
    *rc = GL_EXIT_OK;
    for (int i = 0; i < cli->input_count && *rc == GL_EXIT_OK; i++)
        if (cli->inputs[i].stage == stage && (*rc = gl_read_input(cli, &cli->inputs[i], !cli->quiet && cli->spirv, &sources[count])) == 0)
            count++;
    glspv_result *r = NULL;
    glspv_status st = GLSPV_ERROR_INVALID_ARGUMENT;
    if (*rc == GL_EXIT_OK && cli->spirv)
        st = glspv_compile_linked(cli->options, (glspv_stage)stage, sources, count, &r);
    else if (*rc == GL_EXIT_OK)
        st = glspv_check_linked(cli->options, (glspv_stage)stage, sources, count, &r);
    const char *name = count ? sources[0].name : "stdin";
    for (size_t i = 0; i < count; i++)
        free((char *)sources[i].text);
    free(sources);
    if (*rc != GL_EXIT_OK)
        return NULL;
    if (!cli->spirv && !cli->quiet && glspv_result_diagnostic_count(r))
        for (int i = 0; i < cli->input_count; i++)
            if (cli->inputs[i].stage == stage)
                printf("%s\n", cli->inputs[i].path ? cli->inputs[i].path : "stdin");
    size_t link = 0, errors = gl_print_diagnostics(r, name, stage, cli->spirv, &link);
    if (st != GLSPV_OK && !errors) {
        printf("ERROR: %s: %s\n", name, glspv_status_string(st));
        errors++;
    }
    if (st != GLSPV_OK) {
        /* Only link errors: the sources compiled, their linking failed. */
        if (link == errors) {
            printf("\n");
            *rc = GL_EXIT_LINK;
        } else {
            printf("ERROR: %zu compilation errors.  No code generated.\n\n\n", errors - link);
            *rc = GL_EXIT_COMPILE;
        }
        glspv_result_destroy(r);
        return NULL;
    }
    if (cli->strip_debug && cli->spirv) { /* the module without OpName, OpMemberName, OpSource, OpString, OpLine */
        size_t n = 0;
        const uint32_t *words = glspv_result_words(r, &n);
        glspv_result *stripped = NULL;
        glspv_status s = glspv_spirv_strip_debug(words, n, &stripped);
        glspv_result_destroy(r);
        if (s != GLSPV_OK) {
            glspv_result_destroy(stripped);
            *rc = gl_usage_error(cli, "%s", glspv_status_string(s));
            return NULL;
        }
        r = stripped;
    }
    return r;
}

/* The stages' interfaces checked against each other, as glslangValidator
 * links them (glslang_link.c). Returns the number of mismatches printed. */
static int gl_link_stages(glspv_result *const *results, const int *stages, int count)
{
    glspv_result *reflections[GLSPV_STAGE_MESH + 1] = {0};
    const glspv_reflection *by_stage[GLSPV_STAGE_MESH + 1] = {0};
    for (int s = 0; s < count; s++) {
        if (stages[s] > GLSPV_STAGE_MESH)
            continue;
        size_t n = 0;
        const uint32_t *words = glspv_result_words(results[s], &n);
        if (glspv_reflect(words, n, &reflections[stages[s]]) == GLSPV_OK)
            by_stage[stages[s]] = glspv_result_reflection(reflections[stages[s]]);
    }
    int errors = glslang_check_stage_interfaces(by_stage);
    if (errors)
        printf("\n");
    for (int s = 0; s <= GLSPV_STAGE_MESH; s++)
        glspv_result_destroy(reflections[s]);
    return errors;
}

/* The module as glslangValidator's -x / --vn text: eight "0x%08x" words a
 * line after a tab, with the version in a comment first; --vn makes it a
 * C array. */
static int gl_write_hex(const GlCli *cli, FILE *f, const uint32_t *words, size_t n)
{
    int ok = fprintf(f, "\t// %s\n", glspv_version_string()) > 0;
    if (cli->var_name)
        ok = ok && fprintf(f, "\t #pragma once\nconst uint32_t %s[] = {\n", cli->var_name) > 0;
    for (size_t i = 0; ok && i < n; i++)
        ok = fprintf(f, "%s0x%08x%s", i % 8 ? "" : "\t", (unsigned)words[i],
                     i + 1 == n ? "\n" : i % 8 == 7 ? ",\n" : ",") > 0;
    if (cli->var_name)
        ok = ok && fprintf(f, "};\n") > 0;
    return ok;
}

/* Writes the module to `path`. Returns 0 or the exit status. */
static int gl_write(const GlCli *cli, const char *path, const glspv_result *r)
{
    size_t n = 0;
    const uint32_t *words = glspv_result_words(r, &n);
    FILE *f = fopen(path, cli->hex || cli->var_name ? "w" : "wb");
    int ok = f && (cli->hex || cli->var_name ? gl_write_hex(cli, f, words, n) : fwrite(words, 4, n, f) == n);
    if (f)
        ok = fclose(f) == 0 && ok;
    if (ok)
        return GL_EXIT_OK;
    fprintf(stderr, "%s: Error: failed to write %s: %s\n", cli->prog, path, strerror(errno));
    return GL_EXIT_USAGE;
}

int glslang_main(const char *prog, int argc, char **argv)
{
    GlCli cli = {0};
    cli.prog = prog;
    cli.stage = -1;
    cli.inputs = calloc((size_t)argc + 1, sizeof *cli.inputs);
    if (!cli.inputs || glspv_options_create(&cli.options) != GLSPV_OK) {
        free(cli.inputs);
        fprintf(stderr, "%s: Error: out of memory\n", prog);
        return GL_EXIT_USAGE;
    }
    int rc = gl_parse_args(argc, argv, &cli);
    if (rc < 0 && cli.preprocess) {
        rc = gl_preprocess_all(&cli);
    } else if (rc < 0) {
        rc = GL_EXIT_OK;
        /* One module per stage, the stage's inputs linked, in the order the
         * stages first appear; compile everything first, write only when
         * all compiled. */
        glspv_result **results = calloc((size_t)cli.input_count, sizeof *results);
        int *stages = calloc((size_t)cli.input_count, sizeof *stages);
        int stage_count = 0;
        if (!results || !stages)
            rc = gl_usage_error(&cli, "%s", "out of memory");
        for (int i = 0; results && stages && i < cli.input_count; i++) {
            int seen = 0;
            for (int j = 0; j < stage_count; j++)
                seen |= stages[j] == cli.inputs[i].stage;
            if (!seen)
                stages[stage_count++] = cli.inputs[i].stage;
        }
        for (int s = 0; results && stages && s < stage_count; s++) {
            int one = GL_EXIT_OK;
            if (!(results[s] = gl_compile_stage(&cli, stages[s], &one)) && (rc == GL_EXIT_OK || one == GL_EXIT_COMPILE))
                rc = one;
        }
        /* glslangValidator links only what it compiles to SPIR-V. */
        if (rc == GL_EXIT_OK && cli.spirv && stage_count > 1 && gl_link_stages(results, stages, stage_count))
            rc = GL_EXIT_LINK;
        if ((rc == GL_EXIT_COMPILE || rc == GL_EXIT_LINK) && cli.spirv)
            printf("SPIR-V is not generated for failed compile or link\n");
        for (int s = 0; rc == GL_EXIT_OK && cli.spirv && cli.reflect && s < stage_count; s++) {
            size_t n = 0;
            const uint32_t *words = glspv_result_words(results[s], &n);
            glspv_result *reflection = NULL;
            if (glspv_reflect(words, n, &reflection) == GLSPV_OK)
                glslang_print_reflection(reflection);
            glspv_result_destroy(reflection);
        }
        for (int s = 0; rc == GL_EXIT_OK && cli.spirv && s < stage_count; s++)
            rc = gl_after_compile(&cli, results[s]);
        char name[32] = "";
        for (int s = 0; rc == GL_EXIT_OK && cli.spirv && s < stage_count; s++) {
            snprintf(name, sizeof name, "%s.spv", glspv_stage_name((glspv_stage)stages[s]));
            rc = gl_write(&cli, cli.output ? cli.output : name, results[s]);
        }
        if (rc == GL_EXIT_OK && cli.depfile && cli.spirv)
            rc = gl_write_depfile(&cli, cli.output ? cli.output : name, results, stage_count);
        for (int s = 0; results && s < stage_count; s++)
            glspv_result_destroy(results[s]);
        free(results);
        free(stages);
    }
    fflush(stdout);
    glspv_options_destroy(cli.options);
    free(cli.inputs);
    return rc;
}
