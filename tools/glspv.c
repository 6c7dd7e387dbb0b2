/* glspv: the GLSL compiler command line, speaking glslc's language (flags,
 * messages, exit codes; man/glspv.1).
 *
 *   main = parse_args (every option, in one place)
 *        -> for each input: read it, run the mode's library call, print
 *           its diagnostics, collect its output and dependencies
 *        -> write the output, then the dependency file
 *        -> "N errors generated." and the exit status (0 ok, 1 any error)
 *
 * glspv-glslang (a link to glspv) and `glspv --compat=glslang ...` take
 * glslangValidator's options instead: tools/glslang_cli.c.
 *
 * Modes: -E preprocesses (glspv_preprocess); -M/-MM only list
 * dependencies; otherwise glspv_compile, written as a binary, as SPIR-V
 * assembly (-S) or as hex words (-mfmt=c|num): format_output. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glspv.h"
#include "tool_io.h"
#include "glslang_cli.h"
#include "resource_text.h"

static const char usage[] =
    "Usage: glspv [options] <file>...\n"
    "\n"
    "Compiles GLSL shaders to SPIR-V (glslc-compatible options). A file named\n"
    "\"-\" is standard input. A .spvasm file is assembled (for --target-env),\n"
    "unless -fshader-stage names its stage; -S and -E leave it alone.\n"
    "\n"
    "Options:\n"
    "  --compat=glslang  Take glslangValidator's options instead (first argument\n"
    "                    only; the same as running glspv-glslang).\n"
    "  -c                Compile each input to its own output file.\n"
    "  -D<name>[=<value>] Define a macro (-DNAME defines it as empty); a name\n"
    "                    with parameters, -D'F(x)=(x*2.0)', defines a function-like one.\n"
    "  -E                Preprocess only: print the preprocessed source.\n"
    "  -fshader-stage=<stage>\n"
    "                    Treat the inputs that follow as <stage>: vert, frag, tesc,\n"
    "                    tese, geom, comp, mesh, task, rgen, rint, rahit, rchit,\n"
    "                    rmiss, rcall (or vertex, fragment, tesscontrol, ...).\n"
    "                    Otherwise the stage comes from #pragma shader_stage(...)\n"
    "                    or the file extension (.vert, ..., also x.vert.glsl).\n"
    "  -fauto-bind-uniforms\n"
    "                    Give the uniforms, buffers, samplers and images the shader\n"
    "                    uses and declares without a binding the lowest free binding\n"
    "                    of their set (from their kind's base up), as glslc does.\n"
    "  -fubo-binding-base [stage] <n>, -fssbo-binding-base [stage] <n>,\n"
    "  -ftexture-binding-base [stage] <n>, -fsampler-binding-base [stage] <n>,\n"
    "  -fimage-binding-base [stage] <n>\n"
    "                    Move every binding of that kind of resource up by <n>\n"
    "                    (for one stage, or all); with -fauto-bind-uniforms the\n"
    "                    automatic ones start there. -fcbuffer-binding-base is\n"
    "                    -fubo-binding-base; -fuav-binding-base and\n"
    "                    -fresource-set-binding are HLSL's and change nothing here.\n"
    "  -fentry-point=<name>\n"
    "                    Accepted: a GLSL shader's entry point is main.\n"
    "  -fpreserve-bindings\n"
    "                    With -O or -Os, keep every resource with a binding, used or not.\n"
    "  -fauto-combined-image-sampler\n"
    "                    Textures become combined image samplers; samplers go away.\n"
    "  -fnan-clamp       Float min, max and clamp return the operand that is not\n"
    "                    NaN (GLSL.std.450 NMin, NMax and NClamp).\n"
    "  -flimit=<settings> Set resource limits: \"MaxDrawBuffers 4 MaxLights 2\"\n"
    "                    (names and defaults: --show-limits).\n"
    "  -flimit-file <file> Set the resource limits <file> lists, in that form.\n"
    "  --show-limits     Print the resource limits and their defaults, and exit\n"
    "                    (glslangValidator's defaults: 32 draw buffers, where glslc has 8).\n"
    "  -finvert-y, -fhlsl-offsets\n"
    "                    Accepted: as in glslc, they change HLSL sources only.\n"
    "  -fauto-map-locations\n"
    "                    Give inputs and outputs without a location the lowest\n"
    "                    free locations, in declaration order.\n"
    "  -g                Add debug information: the source text (each included\n"
    "                    file's too) and line numbers.\n"
    "  -gV, -gVS         Also NonSemantic.Shader.DebugInfo.100 for source-level\n"
    "                    debuggers (as glslangValidator -gV, -gVS); -gVS puts the\n"
    "                    text in it. With -O or -Os, as -g.\n"
    "  -fshow-column     Show the column in messages, with the line and a caret.\n";

/* In two parts: C99 promises string literals up to 4,095 bytes. */
static const char usage_rest[] =
    "  -fsyntax-only     Check the shader (every rule but code generation); write nothing.\n"
    "  --dump-ast        Print the syntax tree (for tests and debugging).\n"
    "  --reflect         Compile, then print the module's entry points, resources and\n"
    "                    specialization constants as the JSON spirv-cross --reflect prints\n"
    "                    (to -o <file>, or standard output).\n"
    "  -h, --help        Print this help and exit.\n"
    "  -I <dir>, -I<dir> Add a folder to the #include search path.\n"
    "  -M, -MM           Print make dependencies only (implies -E and -w).\n"
    "  -MD               Also write make dependencies to <output>.d.\n"
    "  -MF <file>        Write the dependencies to <file>.\n"
    "  -MT <target>      Name <target> as the target of the dependency rule.\n"
    "  -mfmt=<format>    Write SPIR-V as bin (the default), c (a C initializer\n"
    "                    list of hex words) or num (the hex words only).\n"
    "  -O, -Os, -O0      Optimize for performance, for size, or not at all (the default).\n"
    "  -o <file>         Write the output to <file> (\"-\": standard output).\n"
    "  -S                Write SPIR-V assembly (as spirv-dis prints it), one\n"
    "                    <input>.spvasm file per input unless -o is given.\n"
    "  -std=<version><profile>\n"
    "                    Use this version and profile, whatever #version says\n"
    "                    (450core, 460, 310es, ...).\n"
    "  --target-env=<env> vulkan1.0 (the default), vulkan1.1, vulkan1.2, vulkan1.3,\n"
    "                    opengl, opengl4.5.\n"
    "  --target-spv=<ver> SPIR-V version: spv1.0 ... spv1.6.\n"
    "  -U<name>, -U <name> Undefine a macro.\n"
    "  --version         Print the version and exit.\n"
    "  -w                Suppress warnings.\n"
    "  -Werror           Treat warnings as errors.\n"
    "  -x glsl           The inputs are GLSL (the only language supported).\n";

typedef enum Mode {
    MODE_COMPILE,    /* to SPIR-V */
    MODE_PREPROCESS, /* -E */
    MODE_DEPS_ONLY,  /* -M, -MM */
    MODE_SYNTAX,     /* -fsyntax-only */
    MODE_DUMP_AST,   /* --dump-ast */
    MODE_REFLECT,    /* --reflect: compile, then print what spirv-cross --reflect would */
} Mode;

/* -mfmt=: how a SPIR-V binary is written. */
typedef enum Format {
    FORMAT_UNSET, /* no -mfmt: the binary */
    FORMAT_BIN,   /* -mfmt=bin */
    FORMAT_C,     /* -mfmt=c: {0x07230203,...} */
    FORMAT_NUM,   /* -mfmt=num: 0x07230203,... */
} Format;

typedef struct Input {
    const char *path;     /* "-": standard input */
    int stage;            /* -1: from the pragma or the extension */
} Input;

/* A .spvasm input is assembled, as glslc does, unless -fshader-stage makes
 * it GLSL; -S and -E leave it alone. */
static int is_assembly_input(const Input *in)
{
    size_t n = strlen(in->path);
    return in->stage < 0 && n > 7 && !strcmp(in->path + n - 7, ".spvasm");
}

typedef struct Cli {
    Mode mode;
    int compile_each;     /* -c */
    int assembly;         /* -S */
    Format format;        /* -mfmt= */
    const char *output;   /* -o */
    int deps_file;        /* -MD */
    const char *dep_path; /* -MF */
    const char *dep_target; /* -MT */
    uint32_t flags;
    glspv_target_env env; /* --target-env: what a .spvasm input is assembled for */
    glspv_options *options;
    Input *inputs;
    int input_count;
} Cli;

static void error(const char *fmt, const char *arg)
{
    fprintf(stderr, "glspv: error: ");
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
}

/* ---- options ---- */

/* -std=450core, 460, 310es, 450compatibility. */
static int parse_std(const char *s, glspv_options *o)
{
    char *end;
    long v = strtol(s, &end, 10);
    glspv_profile p = GLSPV_PROFILE_NONE;
    if (end == s)
        return 0;
    if (!strcmp(end, "core"))
        p = GLSPV_PROFILE_CORE;
    else if (!strcmp(end, "compatibility"))
        p = GLSPV_PROFILE_COMPATIBILITY;
    else if (!strcmp(end, "es"))
        p = GLSPV_PROFILE_ES;
    else if (*end)
        return 0;
    if (p == GLSPV_PROFILE_NONE && (v == 100 || v == 300 || v == 310 || v == 320))
        p = GLSPV_PROFILE_ES;
    return glspv_options_set_forced_version(o, (int)v, p) == GLSPV_OK;
}

static int parse_target_env(const char *s, glspv_options *o, glspv_target_env *chosen)
{
    static const struct {
        const char *name;
        glspv_target_env env;
    } envs[] = {
        {"vulkan", GLSPV_ENV_VULKAN_1_0},      {"vulkan1.0", GLSPV_ENV_VULKAN_1_0},
        {"vulkan1.1", GLSPV_ENV_VULKAN_1_1},   {"vulkan1.2", GLSPV_ENV_VULKAN_1_2},
        {"vulkan1.3", GLSPV_ENV_VULKAN_1_3},   {"opengl", GLSPV_ENV_OPENGL_4_5},
        {"opengl4.5", GLSPV_ENV_OPENGL_4_5},
    };
    for (size_t i = 0; i < sizeof envs / sizeof envs[0]; i++)
        if (!strcmp(s, envs[i].name)) {
            *chosen = envs[i].env;
            return glspv_options_set_target_env(o, envs[i].env) == GLSPV_OK;
        }
    return 0;
}

/* -flimit-file FILE: the limits in FILE, as -flimit= takes them. */
static int limit_file(glspv_options *o, const char *path)
{
    FILE *f = path ? fopen(path, "rb") : NULL;
    if (!f) {
        if (path)
            fprintf(stderr, "glspv: error: cannot open input file: '%s': %s\n", path, strerror(errno));
        fprintf(stderr, "glspv: cannot read limits file: %s\n", path ? path : "(missing)");
        return 0;
    }
    size_t size = 0;
    char *text = read_some(f, &size, 1u << 20);
    fclose(f);
    char why[160];
    int ok = text && size <= (1u << 20) && parse_resource_text(o, text, NULL, why, sizeof why);
    if (!ok)
        fprintf(stderr, "glspv: error: -flimit-file error: %s\n", text && size <= (1u << 20) ? why : "cannot read it");
    free(text);
    return ok;
}

/* An option's value: joined ("-Idir") or the next argument ("-I dir"). */
static const char *value_of(int argc, char **argv, int *i, size_t prefix)
{
    if (argv[*i][prefix])
        return argv[*i] + prefix;
    if (*i + 1 < argc)
        return argv[++*i];
    return NULL;
}

/* The resource kind a -f<kind>-binding-base flag names, or -1. */
static int binding_kind(const char *flag)
{
    static const struct {
        const char *flag;
        glspv_resource_kind kind;
    } kinds[] = {
        {"-fimage-binding-base", GLSPV_RESOURCE_IMAGE},
        {"-fsampler-binding-base", GLSPV_RESOURCE_SAMPLER},
        {"-ftexture-binding-base", GLSPV_RESOURCE_TEXTURE},
        {"-fubo-binding-base", GLSPV_RESOURCE_UNIFORM_BUFFER},
        {"-fcbuffer-binding-base", GLSPV_RESOURCE_UNIFORM_BUFFER},
        {"-fssbo-binding-base", GLSPV_RESOURCE_STORAGE_BUFFER},
        {"-fuav-binding-base", GLSPV_RESOURCE_UAV},
    };
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
        if (!strcmp(flag, kinds[k].flag))
            return (int)kinds[k].kind;
    return -1;
}

/* glslc's -f<kind>-binding-base [stage] <value>: the base of one kind of
 * resource, for every stage or one. Returns 0 after a message. */
static int binding_base(glspv_options *o, int argc, char **argv, int *i, glspv_resource_kind kind)
{
    const char *flag = argv[*i];
    if (*i + 1 >= argc) {
        fprintf(stderr, "glspv: error: Option %s requires at least one argument\n", flag);
        return 0;
    }
    glspv_stage stage;
    int staged = glspv_stage_parse(argv[*i + 1], &stage) == GLSPV_OK && *i + 2 < argc;
    if (staged)
        ++*i;
    const char *v = argv[++*i];
    char *end;
    unsigned long base = strtoul(v, &end, 10);
    if (!isdigit((unsigned char)v[0]) || *end || base > UINT32_MAX) {
        fprintf(stderr, "glspv: error: invalid offset value %s for %s\n", v, flag);
        return 0;
    }
    if (staged)
        glspv_options_set_binding_base_for_stage(o, stage, kind, (uint32_t)base);
    else
        glspv_options_set_binding_base(o, kind, (uint32_t)base);
    return 1;
}

/* Whether `s` spells an HLSL register (b0, t3, u12, s1, space numbers aside). */
static int is_register(const char *s)
{
    if (!s[0] || !strchr("btsuc", s[0]) || !isdigit((unsigned char)s[1]))
        return 0;
    for (s++; isdigit((unsigned char)*s); s++)
        ;
    return !*s;
}

/* Reads the whole command line into `cli`. Returns -1 to go on, else the
 * exit status (after --help, --version or an error). */
static int parse_args(int argc, char **argv, Cli *cli)
{
    int stage = -1;
    cli->inputs = calloc((size_t)argc, sizeof *cli->inputs);
    if (!cli->inputs || glspv_options_create(&cli->options) != GLSPV_OK) {
        error("%s", "out of memory");
        return 1;
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            fputs(usage_rest, stdout);
            return 0;
        } else if (!strcmp(a, "--version")) {
            printf("%s\nTarget: SPIR-V 1.0\n", glspv_version_string());
            return 0;
        } else if (!strcmp(a, "-") || a[0] != '-') {
            cli->inputs[cli->input_count].path = a;
            cli->inputs[cli->input_count].stage = stage;
            cli->input_count++;
        } else if (!strcmp(a, "-fsyntax-only")) {
            cli->mode = MODE_SYNTAX;
        } else if (!strcmp(a, "--reflect")) {
            cli->mode = MODE_REFLECT;
        } else if (!strcmp(a, "--dump-ast")) {
            cli->mode = MODE_DUMP_AST;
            cli->flags |= GLSPV_FLAG_DUMP_AST;
        } else if (!strcmp(a, "-E")) {
            if (cli->mode != MODE_DEPS_ONLY)
                cli->mode = MODE_PREPROCESS;
        } else if (!strcmp(a, "-M") || !strcmp(a, "-MM")) {
            cli->mode = MODE_DEPS_ONLY;
            cli->flags |= GLSPV_FLAG_NO_WARNINGS;
        } else if (!strcmp(a, "-MD")) {
            cli->deps_file = 1;
        } else if (!strcmp(a, "-MF") || !strcmp(a, "-MT")) {
            if (i + 1 == argc) {
                error("argument to '%s' is missing", a);
                return 1;
            }
            *(a[2] == 'F' ? &cli->dep_path : &cli->dep_target) = argv[++i];
        } else if (!strcmp(a, "-c")) {
            cli->compile_each = 1;
        } else if (!strcmp(a, "-S")) {
            cli->assembly = 1;
        } else if (!strncmp(a, "-mfmt=", 6)) {
            static const char *const names[] = {"bin", "c", "num"};
            cli->format = FORMAT_UNSET;
            for (int f = 0; f < 3; f++)
                if (!strcmp(a + 6, names[f]))
                    cli->format = (Format)(FORMAT_BIN + f);
            if (cli->format == FORMAT_UNSET) {
                fprintf(stderr, "glspv: error: invalid value '%s' in '%s'\n", a + 6, a);
                return 1;
            }
        } else if (!strncmp(a, "-o", 2)) {
            if (!(v = value_of(argc, argv, &i, 2))) {
                error("argument to '%s' is missing", "-o");
                return 1;
            }
            cli->output = v;
        } else if (!strncmp(a, "-I", 2)) {
            if (!(v = value_of(argc, argv, &i, 2)) || glspv_options_add_include_dir(cli->options, v) != GLSPV_OK) {
                error("argument to '%s' is missing", "-I");
                return 1;
            }
        } else if (!strncmp(a, "-D", 2)) {
            /* -DNAME or -DNAME=VALUE, joined as glslc wants. */
            if (!a[2]) {
                error("argument to '%s' is missing", "-D");
                return 1;
            }
            char *name = strdup(a + 2);
            char *eq = name ? strchr(name, '=') : NULL;
            if (eq)
                *eq = '\0';
            glspv_status st = name ? glspv_options_add_macro(cli->options, name, eq ? eq + 1 : NULL)
                                   : GLSPV_ERROR_OUT_OF_MEMORY;
            free(name);
            if (st != GLSPV_OK) {
                error("invalid macro name in '%s'", a);
                return 1;
            }
        } else if (!strncmp(a, "-U", 2)) {
            if (!(v = value_of(argc, argv, &i, 2)) || glspv_options_undefine_macro(cli->options, v) != GLSPV_OK) {
                error("'-U' needs a macro name%s", "");
                return 1;
            }
        } else if (!strncmp(a, "-fshader-stage=", 15)) {
            glspv_stage s;
            if (glspv_stage_parse(a + 15, &s) != GLSPV_OK) {
                error("stage not recognized: '%s'", a + 15);
                return 1;
            }
            stage = (int)s;
        } else if (!strncmp(a, "-std=", 5)) {
            if (!parse_std(a + 5, cli->options)) {
                error("invalid value '%s' in '-std='", a + 5);
                return 1;
            }
        } else if (!strncmp(a, "--target-env", 12) && (a[12] == '=' || a[12] == '\0')) {
            if (!(v = a[12] ? a + 13 : (i + 1 < argc ? argv[++i] : NULL)) || !parse_target_env(v, cli->options, &cli->env)) {
                error("invalid value '%s' in '--target-env'", v ? v : "");
                return 1;
            }
        } else if (!strncmp(a, "--target-spv=", 13)) {
            if (strncmp(a + 13, "spv1.", 5) || a[18] < '0' || a[18] > '6' || a[19]) {
                error("invalid value '%s' in '--target-spv='", a + 13);
                return 1;
            }
            glspv_options_set_target_spirv(cli->options, 0x00010000u | (uint32_t)(a[18] - '0') << 8);
        } else if (!strncmp(a, "-x", 2)) {
            if (!(v = value_of(argc, argv, &i, 2)) || strcmp(v, "glsl")) {
                error("language not recognized: '%s' (only glsl is supported)", v ? v : "");
                return 1;
            }
        } else if (!strcmp(a, "-fauto-map-locations")) {
            cli->flags |= GLSPV_FLAG_AUTO_MAP_LOCATIONS;
        } else if (!strcmp(a, "-fauto-bind-uniforms")) {
            cli->flags |= GLSPV_FLAG_AUTO_BIND_UNIFORMS;
        } else if (binding_kind(a) >= 0) {
            if (!binding_base(cli->options, argc, argv, &i, (glspv_resource_kind)binding_kind(a)))
                return 1;
        } else if (!strcmp(a, "-fresource-set-binding")) {
            /* [stage] then <register> <set> <binding> triples: HLSL's
             * registers, which GLSL does not have, so nothing changes. */
            glspv_stage st;
            if (i + 1 < argc && glspv_stage_parse(argv[i + 1], &st) == GLSPV_OK)
                i++;
            int triples = 0;
            while (i + 3 < argc && is_register(argv[i + 1]) && isdigit((unsigned char)argv[i + 2][0]) &&
                   isdigit((unsigned char)argv[i + 3][0]))
                i += 3, triples++;
            if (!triples) {
                error("Option %s requires at least one register, set and binding", a);
                return 1;
            }
        } else if (!strncmp(a, "-fentry-point=", 14)) {
            /* glslc's HLSL entry point: a GLSL shader's is always main. */
        } else if (!strncmp(a, "-flimit=", 8)) {
            char why[160];
            if (!parse_resource_text(cli->options, a + 8, NULL, why, sizeof why)) {
                error("-flimit error: %s", why);
                return 1;
            }
        } else if (!strcmp(a, "-flimit-file")) {
            if (!limit_file(cli->options, i + 1 < argc ? argv[++i] : NULL))
                return 1;
        } else if (!strcmp(a, "--show-limits")) {
            print_resource_limits(cli->options, 1);
            return 0;
        } else if (!strcmp(a, "-fpreserve-bindings")) {
            cli->flags |= GLSPV_FLAG_PRESERVE_BINDINGS;
        } else if (!strcmp(a, "-fauto-combined-image-sampler")) {
            cli->flags |= GLSPV_FLAG_AUTO_COMBINED_IMAGE_SAMPLER;
        } else if (!strcmp(a, "-fnan-clamp")) {
            cli->flags |= GLSPV_FLAG_NAN_CLAMP;
        } else if (!strcmp(a, "-finvert-y") || !strcmp(a, "-fhlsl-offsets")) {
            /* glslang applies both to HLSL sources only: GLSL's output is the same. */
        } else if (!strcmp(a, "-fshow-column")) {
            cli->flags |= GLSPV_FLAG_SHOW_COLUMN;
        } else if (!strcmp(a, "-w")) {
            cli->flags |= GLSPV_FLAG_NO_WARNINGS;
        } else if (!strcmp(a, "-Werror")) {
            cli->flags |= GLSPV_FLAG_WARNINGS_AS_ERRORS;
        } else if (!strcmp(a, "-g")) {
            cli->flags |= GLSPV_FLAG_DEBUG_INFO;
        } else if (!strcmp(a, "-gV")) { /* glslangValidator's spelling; glslc has none */
            cli->flags |= GLSPV_FLAG_DEBUG_INFO | GLSPV_FLAG_DEBUG_INFO_SHADER;
        } else if (!strcmp(a, "-gVS")) {
            cli->flags |= GLSPV_FLAG_DEBUG_INFO | GLSPV_FLAG_DEBUG_INFO_SHADER | GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE;
        } else if (!strcmp(a, "-O") || !strcmp(a, "-O0") || !strcmp(a, "-Os")) {
            /* The last one given counts, as in glslc. */
            glspv_options_set_optimization(cli->options, !strcmp(a, "-O")    ? GLSPV_OPT_PERFORMANCE
                                                         : !strcmp(a, "-Os") ? GLSPV_OPT_SIZE
                                                                             : GLSPV_OPT_NONE);
        } else {
            error("unknown argument: '%s'", a);
            return 1;
        }
    }
    if (cli->input_count == 0) {
        error("%s", "no input files");
        return 1;
    }
    if (cli->output && cli->input_count > 1 && cli->mode != MODE_DEPS_ONLY) {
        error("%s", "cannot specify -o when generating multiple output files");
        return 1;
    }
    if (cli->format != FORMAT_UNSET && (cli->mode != MODE_COMPILE || cli->assembly)) {
        /* glslc's words, for -S as well as -E. */
        static const char *const what[] = {"", "a binary", "a C-style initializer list", "a list of hex numbers"};
        error("cannot emit output as %s when only preprocessing the source", what[cli->format]);
        return 1;
    }
    glspv_options_set_flags(cli->options, cli->flags);
    return -1;
}

/* ---- inputs ---- */


/* The stage a file name implies: x.vert, x.vert.glsl; -1 if none. */
static int stage_from_name(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    char ext[16];
    const char *dot = strrchr(base, '.');
    if (dot && !strcmp(dot, ".glsl")) {
        const char *inner = dot;
        while (inner > base && inner[-1] != '.')
            inner--;
        if (inner == base)
            return -1;
        size_t n = (size_t)(dot - inner);
        if (n >= sizeof ext)
            return -1;
        memcpy(ext, inner, n);
        ext[n] = '\0';
    } else if (dot && strlen(dot + 1) < sizeof ext) {
        strcpy(ext, dot + 1);
    } else {
        return -1;
    }
    glspv_stage s;
    return glspv_stage_parse(ext, &s) == GLSPV_OK && strlen(ext) <= 5 ? (int)s : -1;
}

/* glslc's output name for -c: foo.vert -> foo.vert.spv, bar.glsl -> bar.spv;
 * with -S, foo.vert.spvasm and bar.spvasm. */
static char *default_output(const Cli *cli, const char *path)
{
    const char *ext = cli->mode == MODE_COMPILE && cli->assembly ? ".spvasm" : ".spv";
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strlen(base);
    if (n > 5 && !strcmp(base + n - 5, ".glsl"))
        n -= 5;
    else if (n > 7 && !strcmp(base + n - 7, ".spvasm"))
        n -= 7;
    char *out = malloc(n + strlen(ext) + 1);
    if (out) {
        memcpy(out, base, n);
        strcpy(out + n, ext);
    }
    return out;
}

/* Whether each input gets its own glslc-named file: -c, and -S even
 * without -c, unless -o names the one output. */
static int output_per_input(const Cli *cli)
{
    return (cli->compile_each || cli->assembly) && !(cli->output && cli->input_count == 1);
}

/* ---- dependencies ---- */

typedef struct Buf {
    char *data;
    size_t len, cap;
    int failed;
} Buf;

static void buf_add(Buf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            b->failed = 1;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

/* A file name as make reads it: spaces and '#' escaped, '$' doubled. */
static void buf_add_make_name(Buf *b, const char *s)
{
    for (; *s; s++) {
        if (*s == ' ' || *s == '\t' || *s == '#')
            buf_add(b, "\\", 1);
        else if (*s == '$')
            buf_add(b, "$", 1);
        buf_add(b, s, 1);
    }
}

/* "target: input dep1 dep2\n" */
static void add_rule(Buf *b, const char *target, const char *input, const glspv_result *r)
{
    buf_add_make_name(b, target);
    buf_add(b, ":", 1);
    if (strcmp(input, "-")) {
        buf_add(b, " ", 1);
        buf_add_make_name(b, input);
    }
    for (size_t i = 0; i < glspv_result_dependency_count(r); i++) {
        buf_add(b, " ", 1);
        buf_add_make_name(b, glspv_result_dependency(r, i));
    }
    buf_add(b, "\n", 1);
}

/* Writes `b` to `path` ("-" or NULL: standard output). */
static int write_file(const char *path, const Buf *b)
{
    if (!path || !strcmp(path, "-")) {
        if (b->len && fwrite(b->data, 1, b->len, stdout) != b->len) {
            error("%s", "cannot write to standard output");
            return 0;
        }
        return fflush(stdout) == 0;
    }
    FILE *f = fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "glspv: error: cannot write '%s': %s\n", path, strerror(errno));
        return 0;
    }
    int ok = (b->len == 0 || fwrite(b->data, 1, b->len, f) == b->len);
    ok = (fclose(f) == 0) && ok;
    if (!ok)
        fprintf(stderr, "glspv: error: cannot write '%s': %s\n", path, strerror(errno));
    return ok;
}

/* ---- output formats ---- */

/* glslc's -mfmt=c and -mfmt=num text: "0x%08x" words, four to a line,
 * "," between them, in braces for c, ending with a newline. */
static void add_hex_words(Buf *b, const uint32_t *words, size_t n, int braces)
{
    char word[16];
    if (braces)
        buf_add(b, "{", 1);
    for (size_t i = 0; i < n; i++) {
        const char *sep = i + 1 == n ? "" : (i + 1) % 4 ? "," : ",\n";
        int len = snprintf(word, sizeof word, "0x%08" PRIx32 "%s", words[i], sep);
        buf_add(b, word, (size_t)len);
    }
    buf_add(b, braces ? "}\n" : "\n", braces ? 2 : 1);
}

/* One compiled module as the options want it in `b`: spirv-dis text (-S),
 * hex words (-mfmt=c|num) or the binary. Returns 0 on any error. */
static int format_output(const Cli *cli, const char *name, const uint32_t *words, size_t n, Buf *b)
{
    if (cli->assembly) {
        glspv_result *r = NULL;
        glspv_status st = glspv_spirv_disassemble(words, n, 0, &r);
        size_t len = 0;
        const char *text = st == GLSPV_OK ? glspv_result_text(r, &len) : NULL;
        if (text)
            buf_add(b, text, len);
        else
            fprintf(stderr, "glspv: error: %s: cannot disassemble: %s\n", name, glspv_status_string(st));
        glspv_result_destroy(r);
        if (!text)
            return 0;
    } else if (cli->format == FORMAT_C || cli->format == FORMAT_NUM) {
        add_hex_words(b, words, n, cli->format == FORMAT_C);
    } else {
        buf_add(b, (const char *)words, n * 4);
    }
    if (b->failed)
        error("%s", "out of memory");
    return !b->failed;
}

/* ---- the driver ---- */

typedef struct Totals {
    size_t errors, warnings;
} Totals;

static void count_diagnostics(const glspv_result *r, Totals *t)
{
    for (size_t i = 0; i < glspv_result_diagnostic_count(r); i++) {
        glspv_severity s = glspv_result_diagnostic(r, i)->severity;
        if (s == GLSPV_SEVERITY_ERROR)
            t->errors++;
        else if (s == GLSPV_SEVERITY_WARNING)
            t->warnings++;
    }
}

/* glslc's last line: "1 error generated.", "1 warning and 2 errors generated." */
static void print_totals(const Totals *t)
{
    if (!t->errors && !t->warnings)
        return;
    if (t->warnings)
        fprintf(stderr, "%zu warning%s%s", t->warnings, t->warnings == 1 ? "" : "s", t->errors ? " and " : "");
    if (t->errors)
        fprintf(stderr, "%zu error%s", t->errors, t->errors == 1 ? "" : "s");
    fprintf(stderr, " generated.\n");
}

/* The assembler's diagnostics in the compiler's shape: "FILE:LINE:COL: error: ...". */
static void print_assembly_diagnostics(const glspv_result *r, const char *name)
{
    for (size_t i = 0; i < glspv_result_diagnostic_count(r); i++) {
        const glspv_diagnostic *d = glspv_result_diagnostic(r, i);
        const char *kind = d->severity == GLSPV_SEVERITY_ERROR ? "error" : d->severity == GLSPV_SEVERITY_WARNING
                                                                                 ? "warning" : "note";
        fprintf(stderr, "%s:%u:%u: %s: %s\n", name, d->line, d->column, kind, d->message);
    }
}

/* Runs the mode's library call on one input; its text goes to `out`, its
 * rule to `deps`. Returns 0 on any error. */
static int process_one(Cli *cli, const Input *in, Buf *out, Buf *deps, Totals *totals)
{
    int from_stdin = !strcmp(in->path, "-");
    const char *name = from_stdin ? "<stdin>" : in->path;
    FILE *f = from_stdin ? stdin : fopen(in->path, "rb");
    if (!f) {
        fprintf(stderr, "glspv: error: cannot open input file: '%s': %s\n", in->path, strerror(errno));
        return 0;
    }
    size_t size = 0;
    /* The library refuses a source over its limit: read no more than that. */
    char *text = read_some(f, &size, glspv_options_get_limit(cli->options, GLSPV_LIMIT_SOURCE_BYTES));
    if (!from_stdin)
        fclose(f);
    if (!text) {
        fprintf(stderr, "glspv: error: cannot read input file: '%s'\n", name);
        return 0;
    }
    int stage = in->stage >= 0 ? in->stage : stage_from_name(in->path);
    glspv_result *r = NULL;
    glspv_stage s = stage >= 0 ? (glspv_stage)stage : GLSPV_STAGE_INFER;
    int compiling = cli->mode == MODE_COMPILE || cli->mode == MODE_REFLECT;
    int assembling = is_assembly_input(in);
    if (assembling && (cli->mode == MODE_PREPROCESS || (cli->mode == MODE_COMPILE && cli->assembly))) {
        free(text); /* already assembly: nothing to preprocess or disassemble, as glslc */
        return 1;
    }
    if (assembling && cli->mode == MODE_DUMP_AST) {
        fprintf(stderr, "glspv: error: %s: SPIR-V assembly has no syntax tree\n", name);
        free(text);
        totals->errors++;
        return 0;
    }
    glspv_status st = assembling ? glspv_spirv_assemble(text, size, cli->env, 0, &r)
                      : compiling                  ? glspv_compile(cli->options, s, text, size, name, &r)
                      : cli->mode == MODE_SYNTAX   ? glspv_check(cli->options, s, text, size, name, &r)
                      : cli->mode == MODE_DUMP_AST ? glspv_parse(cli->options, s, text, size, name, &r)
                                                   : glspv_preprocess(cli->options, s, text, size, name, &r);
    free(text);
    if (st == GLSPV_ERROR_INVALID_STAGE && stage < 0) {
        /* No stage from the command line, the name or a #pragma: glslc's words for each case. */
        const char *dot = strrchr(in->path, '.');
        if (from_stdin)
            fprintf(stderr, "glspv: error: '-': -fshader-stage required when input is from standard input \"-\"\n");
        else if (dot && !strcmp(dot, ".glsl"))
            fprintf(stderr, "glspv: error: '%s': .glsl file encountered but no -fshader-stage specified ahead\n",
                    in->path);
        else
            fprintf(stderr, "glspv: error: '%s': file not recognized: File format not recognized\n", in->path);
        glspv_result_destroy(r);
        return 0;
    }
    if (assembling)
        print_assembly_diagnostics(r, name); /* the assembler's log has no file name */
    else
        fputs(glspv_result_log(r), stderr);
    count_diagnostics(r, totals);
    if (st != GLSPV_OK && st != GLSPV_ERROR_COMPILE && st != GLSPV_ERROR_INVALID_ASSEMBLY) {
        fprintf(stderr, "glspv: error: %s: %s\n", name, glspv_status_string(st));
        totals->errors++;
    }
    int ok = st == GLSPV_OK;
    if (ok && cli->mode == MODE_COMPILE) {
        size_t n;
        const uint32_t *words = glspv_result_words(r, &n);
        Buf bin = {0};
        ok = format_output(cli, name, words, n, &bin);
        if (ok && output_per_input(cli)) {
            char *path = default_output(cli, in->path);
            ok = path && write_file(path, &bin);
            free(path);
        } else if (ok) {
            buf_add(out, bin.data, bin.len);
        }
        free(bin.data);
    }
    if (ok && (cli->mode == MODE_PREPROCESS || cli->mode == MODE_DUMP_AST)) {
        size_t len;
        const char *t = glspv_result_text(r, &len);
        buf_add(out, t, len);
    }
    if (ok && cli->mode == MODE_REFLECT) {
        size_t n, len;
        const uint32_t *words = glspv_result_words(r, &n);
        glspv_result *json = NULL;
        ok = glspv_reflect(words, n, &json) == GLSPV_OK;
        if (ok) {
            const char *t = glspv_result_text(json, &len);
            buf_add(out, t, len);
            buf_add(out, "\n", 1); /* spirv-cross's JSON ends without one; a terminal wants it */
        } else {
            fprintf(stderr, "glspv: error: %s: %s", name, glspv_result_log(json));
            totals->errors++;
        }
        glspv_result_destroy(json);
    }
    if (ok && (cli->mode == MODE_DEPS_ONLY || cli->deps_file)) {
        /* The target is what compiling would write: -o, or glslc's default name. */
        char *def = default_output(cli, in->path);
        const char *target = cli->dep_target ? cli->dep_target
                             : (cli->output && cli->mode != MODE_DEPS_ONLY) ? cli->output
                                                                            : def ? def : in->path;
        add_rule(deps, target, in->path, r);
        free(def);
    }
    glspv_result_destroy(r);
    return ok;
}

/* Where -MD writes: -MF, else the output name + ".d". */
static char *dep_file_name(const Cli *cli)
{
    if (cli->dep_path)
        return strdup(cli->dep_path);
    const char *base = cli->output && strcmp(cli->output, "-") ? cli->output : NULL;
    char *def = base ? NULL : default_output(cli, cli->inputs[0].path);
    const char *b = base ? base : def;
    char *name = b ? malloc(strlen(b) + 3) : NULL;
    if (name)
        sprintf(name, "%s.d", b);
    free(def);
    return name;
}

int main(int argc, char **argv)
{
    const char *base = argc > 0 ? strrchr(argv[0], '/') : NULL;
    base = base ? base + 1 : argc > 0 ? argv[0] : "glspv";
    if (!strcmp(base, "glspv-glslang"))
        return glslang_main(base, argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "--compat=glslang"))
        return glslang_main(base, argc - 2, argv + 2);
    Cli cli = {0};
    cli.env = GLSPV_ENV_VULKAN_1_0;
    int rc = parse_args(argc, argv, &cli);
    if (rc >= 0) {
        glspv_options_destroy(cli.options);
        free(cli.inputs);
        return rc;
    }
    if (cli.mode == MODE_COMPILE && cli.input_count > 1 && !cli.compile_each && !cli.assembly) {
        error("%s", "linking multiple files is not supported yet. Use -c to compile files individually.");
        glspv_options_destroy(cli.options);
        free(cli.inputs);
        return 1;
    }
    Buf out = {0}, deps = {0};
    Totals totals = {0};
    int ok = 1;
    for (int i = 0; i < cli.input_count; i++)
        ok &= process_one(&cli, &cli.inputs[i], &out, &deps, &totals);
    if (out.failed || deps.failed) {
        error("%s", "out of memory");
        ok = 0;
    }
    /* Output first, then the dependency file, and only when all went well. */
    if (ok && (cli.mode == MODE_PREPROCESS || cli.mode == MODE_DUMP_AST || cli.mode == MODE_REFLECT))
        ok = write_file(cli.output, &out);
    if (ok && cli.mode == MODE_COMPILE && !output_per_input(&cli))
        ok = write_file(cli.output ? cli.output : "a.spv", &out);
    if (ok && cli.mode == MODE_DEPS_ONLY)
        ok = write_file(cli.dep_path ? cli.dep_path : cli.output, &deps);
    else if (ok && cli.deps_file) {
        char *name = dep_file_name(&cli);
        ok = name && write_file(name, &deps);
        free(name);
    }
    print_totals(&totals);
    free(out.data);
    free(deps.data);
    glspv_options_destroy(cli.options);
    free(cli.inputs);
    return ok && totals.errors == 0 ? 0 : 1;
}
