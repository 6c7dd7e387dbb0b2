/* The public GLSL API: stage names, compilation options, and preprocessing
 * (glspv_preprocess, what `glspv -E` prints). Options are long-lived caller
 * objects in malloc'd memory; each call runs in its own Ctx arena. */
#include <stdlib.h>
#include <string.h>

#include "glsl/parse/ast.h"
#include "glsl/compile.h"
#include "glsl/glsl.h"
#include "opt/opt.h"

/* ---- stages (the names are glsl/stage.c's) ---- */

glspv_status glspv_stage_parse(const char *name, glspv_stage *stage)
{
    Stage s;
    if (!name || !stage)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    if (!glsl_stage_from_name(name, &s))
        return GLSPV_ERROR_INVALID_STAGE;
    *stage = (glspv_stage)s;
    return GLSPV_OK;
}

const char *glspv_stage_name(glspv_stage stage)
{
    return glsl_stage_short_name((Stage)stage);
}

/* ---- options ---- */

struct glspv_options {
    glspv_target_env env;
    MacroDef *macros;        /* value NULL: -U */
    size_t macro_count, macro_cap;
    char **dirs;
    size_t dir_count, dir_cap;
    glspv_include_resolve_fn resolve;
    glspv_include_release_fn release;
    void *user;
    int force_version, default_version;
    glspv_profile force_profile, default_profile;
    uint32_t flags;
    glspv_allocator allocator;   /* for each call's memory; alloc_fn NULL: malloc */
    uint32_t spirv_version;      /* --target-spv; 0: the environment's */
    uint32_t limits[GLSPV_LIMIT_COUNT]; /* 0: the default */
    glspv_optimization optimization;
    uint32_t binding_base[STAGE_COUNT][GLSPV_RESOURCE_KIND_COUNT]; /* per stage: binding shifts */
    int binding_base_given;      /* a binding_base was set: else the compile is not handed the table to read */
    GlslSetBase set_bases[GLSPV_MAX_SET_BINDING_BASES]; /* per descriptor set, the newest last */
    uint32_t set_base_count;
    uint32_t default_set_plus1[STAGE_COUNT]; /* the set of resources without one, + 1; 0: set 0 */
    char *entry_point_name;      /* NULL: main */
    int resources[RESOURCE_COUNT]; /* glslang's resource limits (resource_limits.def) */
};

static char *dup_string(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

glspv_status glspv_options_create(glspv_options **options)
{
    if (!options)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    *options = calloc(1, sizeof **options);
    if (!*options)
        return GLSPV_ERROR_OUT_OF_MEMORY;
    (*options)->env = GLSPV_ENV_VULKAN_1_0;
    (*options)->default_version = 110;
    glspv_options_set_resource_preset(*options, GLSPV_RESOURCES_GLSLANG);
    return GLSPV_OK;
}

void glspv_options_destroy(glspv_options *o)
{
    if (!o)
        return;
    for (size_t i = 0; i < o->macro_count; i++) {
        free((char *)o->macros[i].name);
        free((char *)o->macros[i].value);
    }
    for (size_t i = 0; i < o->dir_count; i++)
        free(o->dirs[i]);
    free(o->macros);
    free(o->dirs);
    free(o->entry_point_name);
    free(o);
}

static glspv_status push_macro(glspv_options *o, const char *name, const char *value)
{
    if (o->macro_count == o->macro_cap) {
        size_t cap = o->macro_cap ? o->macro_cap * 2 : 8;
        MacroDef *m = realloc(o->macros, cap * sizeof *m);
        if (!m)
            return GLSPV_ERROR_OUT_OF_MEMORY;
        o->macros = m;
        o->macro_cap = cap;
    }
    char *n = dup_string(name), *v = value ? dup_string(value) : NULL;
    if (!n || (value && !v)) {
        free(n);
        free(v);
        return GLSPV_ERROR_OUT_OF_MEMORY;
    }
    o->macros[o->macro_count].name = n;
    o->macros[o->macro_count].value = v;
    o->macro_count++;
    return GLSPV_OK;
}

static glspv_status push_dir(glspv_options *o, const char *dir)
{
    if (o->dir_count == o->dir_cap) {
        size_t cap = o->dir_cap ? o->dir_cap * 2 : 8;
        char **d = realloc(o->dirs, cap * sizeof *d);
        if (!d)
            return GLSPV_ERROR_OUT_OF_MEMORY;
        o->dirs = d;
        o->dir_cap = cap;
    }
    if (!(o->dirs[o->dir_count] = dup_string(dir)))
        return GLSPV_ERROR_OUT_OF_MEMORY;
    o->dir_count++;
    return GLSPV_OK;
}

glspv_status glspv_options_clone(const glspv_options *o, glspv_options **copy)
{
    if (!o || !copy)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    glspv_status st = glspv_options_create(copy);
    if (st != GLSPV_OK)
        return st;
    glspv_options *c = *copy;
    *c = *o;
    c->macros = NULL;
    c->macro_count = c->macro_cap = 0;
    c->dirs = NULL;
    c->dir_count = c->dir_cap = 0;
    for (size_t i = 0; i < o->macro_count && st == GLSPV_OK; i++)
        st = push_macro(c, o->macros[i].name, o->macros[i].value);
    for (size_t i = 0; i < o->dir_count && st == GLSPV_OK; i++)
        st = push_dir(c, o->dirs[i]);
    if (st != GLSPV_OK) {
        glspv_options_destroy(c);
        *copy = NULL;
    }
    return st;
}

glspv_status glspv_options_set_target_env(glspv_options *o, glspv_target_env env)
{
    if (!o || !glspv_target_env_name(env))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->env = env;
    return GLSPV_OK;
}

static int env_is_opengl(glspv_target_env env)
{
    return env >= GLSPV_ENV_OPENGL_4_0 && env <= GLSPV_ENV_OPENGL_4_5;
}

/* The client is the environment's (one setting, not two that could
 * disagree): switching client picks that client's first environment. */
glspv_status glspv_options_set_client(glspv_options *o, glspv_client client)
{
    if (!o || (client != GLSPV_CLIENT_VULKAN && client != GLSPV_CLIENT_OPENGL))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    if (client == GLSPV_CLIENT_OPENGL && !env_is_opengl(o->env))
        o->env = GLSPV_ENV_OPENGL_4_5;
    else if (client == GLSPV_CLIENT_VULKAN && env_is_opengl(o->env))
        o->env = GLSPV_ENV_VULKAN_1_0;
    return GLSPV_OK;
}

glspv_client glspv_options_get_client(const glspv_options *o)
{
    return o && env_is_opengl(o->env) ? GLSPV_CLIENT_OPENGL : GLSPV_CLIENT_VULKAN;
}

/* A macro name is an identifier. */
static int valid_name(const char *s)
{
    if (!s || !((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_'))
        return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
            return 0;
    return 1;
}

/* NAME or NAME(PARAMS): a function-like macro's head, parameters being
 * names separated by commas (spaces allowed around them). */
static int valid_macro_head(const char *s)
{
    const char *paren = s ? strchr(s, '(') : NULL;
    if (!paren)
        return valid_name(s);
    size_t len = (size_t)(paren - s);
    if (!len || len > 1024)
        return 0;
    char name[1025];
    memcpy(name, s, len);
    name[len] = '\0';
    if (!valid_name(name))
        return 0;
    const char *p = paren + 1;
    while (*p == ' ')
        p++;
    if (*p == ')')
        return p[1] == '\0';
    for (;;) {
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_'))
            return 0;
        while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_')
            p++;
        while (*p == ' ')
            p++;
        if (*p == ')')
            return p[1] == '\0';
        if (*p++ != ',')
            return 0;
        while (*p == ' ')
            p++;
    }
}

glspv_status glspv_options_add_macro(glspv_options *o, const char *name, const char *value)
{
    if (!o || !valid_macro_head(name))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    return push_macro(o, name, value ? value : "");
}

glspv_status glspv_options_undefine_macro(glspv_options *o, const char *name)
{
    if (!o || !valid_name(name))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    return push_macro(o, name, NULL);
}

glspv_status glspv_options_add_include_dir(glspv_options *o, const char *dir)
{
    if (!o || !dir || !*dir)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    return push_dir(o, dir);
}

glspv_status glspv_options_set_include_callbacks(glspv_options *o, glspv_include_resolve_fn resolve,
                                                 glspv_include_release_fn release, void *user)
{
    if (!o)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->resolve = resolve;
    o->release = release;
    o->user = user;
    return GLSPV_OK;
}

static int valid_version(int version, glspv_profile profile)
{
    static const int desktop[] = {110, 120, 130, 140, 150, 330, 400, 410, 420, 430, 440, 450, 460};
    if (profile == GLSPV_PROFILE_ES)
        return version == 100 || version == 300 || version == 310 || version == 320;
    if (profile != GLSPV_PROFILE_NONE && profile != GLSPV_PROFILE_CORE && profile != GLSPV_PROFILE_COMPATIBILITY)
        return 0;
    for (size_t i = 0; i < COUNT_OF(desktop); i++)
        if (desktop[i] == version)
            return profile == GLSPV_PROFILE_NONE || version >= 150;
    return 0;
}

glspv_status glspv_options_set_forced_version(glspv_options *o, int version, glspv_profile profile)
{
    if (!o || (version != 0 && !valid_version(version, profile)))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->force_version = version;
    o->force_profile = profile;
    return GLSPV_OK;
}

glspv_status glspv_options_set_default_version(glspv_options *o, int version, glspv_profile profile)
{
    if (!o || !valid_version(version, profile))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->default_version = version;
    o->default_profile = profile;
    return GLSPV_OK;
}

glspv_status glspv_options_set_allocator(glspv_options *o, const glspv_allocator *allocator)
{
    if (!o || (allocator && (!allocator->alloc_fn || !allocator->free_fn)))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    memset(&o->allocator, 0, sizeof o->allocator);
    if (allocator)
        o->allocator = *allocator;
    return GLSPV_OK;
}

glspv_status glspv_options_set_target_spirv(glspv_options *o, uint32_t version)
{
    if (!o || (version && (version < 0x00010000 || version > 0x00010600 || (version & 0xff0000ffu))))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->spirv_version = version;
    return GLSPV_OK;
}

glspv_status glspv_options_set_optimization(glspv_options *o, glspv_optimization level)
{
    if (!o || (unsigned)level > GLSPV_OPT_SIZE)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->optimization = level;
    return GLSPV_OK;
}

glspv_status glspv_options_set_entry_point_name(glspv_options *o, const char *name)
{
    if (!o || (name && !*name))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    char *copy = name && strcmp(name, "main") ? dup_string(name) : NULL;
    if (name && strcmp(name, "main") && !copy)
        return GLSPV_ERROR_OUT_OF_MEMORY;
    free(o->entry_point_name);
    o->entry_point_name = copy;
    return GLSPV_OK;
}

glspv_status glspv_options_set_binding_base(glspv_options *o, glspv_resource_kind kind, uint32_t base)
{
    if (!o || (unsigned)kind >= GLSPV_RESOURCE_KIND_COUNT)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    for (int stage = 0; stage < STAGE_COUNT; stage++)
        o->binding_base[stage][kind] = base;
    o->binding_base_given = 1;
    return GLSPV_OK;
}

glspv_status glspv_options_set_binding_base_for_stage(glspv_options *o, glspv_stage stage, glspv_resource_kind kind,
                                                      uint32_t base)
{
    if (!o || (unsigned)kind >= GLSPV_RESOURCE_KIND_COUNT || (unsigned)stage >= STAGE_COUNT)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->binding_base[stage][kind] = base;
    o->binding_base_given = 1;
    return GLSPV_OK;
}

glspv_status glspv_options_set_binding_base_for_set(glspv_options *o, glspv_stage stage, glspv_resource_kind kind,
                                                    uint32_t set, uint32_t base)
{
    if (!o || (unsigned)kind >= GLSPV_RESOURCE_KIND_COUNT ||
        ((unsigned)stage >= STAGE_COUNT && stage != GLSPV_STAGE_INFER))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    uint32_t st = stage == GLSPV_STAGE_INFER ? STAGE_COUNT : (uint32_t)stage;
    /* The same stage, kind and set again: the new base replaces the old. */
    for (uint32_t i = 0; i < o->set_base_count; i++) {
        GlslSetBase *b = &o->set_bases[i];
        if (b->stage == st && b->kind == (uint32_t)kind && b->set == set) {
            b->base = base;
            return GLSPV_OK;
        }
    }
    if (o->set_base_count == GLSPV_MAX_SET_BINDING_BASES)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->set_bases[o->set_base_count++] = (GlslSetBase){st, (uint32_t)kind, set, base};
    return GLSPV_OK;
}

glspv_status glspv_options_set_default_set(glspv_options *o, glspv_stage stage, uint32_t set)
{
    if (!o || ((unsigned)stage >= STAGE_COUNT && stage != GLSPV_STAGE_INFER) || set == UINT32_MAX)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    for (int st = 0; st < STAGE_COUNT; st++)
        if (stage == GLSPV_STAGE_INFER || st == (int)stage)
            o->default_set_plus1[st] = set + 1;
    return GLSPV_OK;
}

glspv_status glspv_options_set_limit(glspv_options *o, glspv_limit limit, uint32_t value)
{
    if (!o || (unsigned)limit >= GLSPV_LIMIT_COUNT)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->limits[limit] = value;
    return GLSPV_OK;
}

/* ---- resource limits ---- */

glspv_status glspv_options_set_resource_preset(glspv_options *o, glspv_resource_preset preset)
{
    if (!o || (unsigned)preset > GLSPV_RESOURCES_GLSLANG)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    for (size_t i = 0; i < RESOURCE_COUNT; i++)
        o->resources[i] = glspv_resource_limit_default(i, preset);
    return GLSPV_OK;
}

glspv_status glspv_options_set_resource_limit(glspv_options *o, const char *name, int value)
{
    int i = glsl_resource_index(name);
    if (!o || i < 0)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->resources[i] = value;
    return GLSPV_OK;
}

int glspv_options_get_resource_limit(const glspv_options *o, const char *name)
{
    int i = glsl_resource_index(name);
    return i < 0 ? 0 : o ? o->resources[i] : glspv_resource_limit_default((size_t)i, GLSPV_RESOURCES_GLSLANG);
}

uint32_t glspv_options_get_limit(const glspv_options *o, glspv_limit limit)
{
    if ((unsigned)limit >= GLSPV_LIMIT_COUNT)
        return 0;
    return o && o->limits[limit] ? o->limits[limit] : limit_default(limit);
}

glspv_status glspv_options_set_flags(glspv_options *o, uint32_t flags)
{
    if (!o)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    o->flags = flags;
    return GLSPV_OK;
}

/* ---- preprocessing ---- */

/* The library's include callback seen through the front end's simpler one:
 * what the caller returns is copied into the arena and released at once. */
typedef struct IncludeBridge {
    const glspv_options *options;
    Ctx *ctx;
} IncludeBridge;

static int include_bridge(void *user, const char *requested, int is_system, const char *requesting, size_t depth,
                          const char **content, size_t *content_len, const char **resolved_name)
{
    IncludeBridge *b = user;
    const char *text = NULL, *name = NULL;
    size_t len = 0;
    void *release_data = NULL;
    int rc = b->options->resolve(b->options->user, requested, is_system, requesting, depth, &text, &len, &name,
                                 &release_data);
    if (rc != 0 && text && len == 0)
        len = strlen(text); /* the reason for a failure: a C string */
    *content = text ? arena_strndup(&b->ctx->arena, text, len) : NULL;
    *content_len = text ? len : 0;
    *resolved_name = name ? arena_strndup(&b->ctx->arena, name, strlen(name)) : NULL;
    if (b->options->release)
        b->options->release(b->options->user, release_data);
    return rc;
}

static uint32_t vulkan_version(glspv_target_env env)
{
    switch (env) {
    case GLSPV_ENV_VULKAN_1_0: return 1u << 22;
    case GLSPV_ENV_VULKAN_1_1:
    case GLSPV_ENV_VULKAN_1_1_SPIRV_1_4: return (1u << 22) | (1u << 12);
    case GLSPV_ENV_VULKAN_1_2: return (1u << 22) | (2u << 12);
    case GLSPV_ENV_VULKAN_1_3: return (1u << 22) | (3u << 12);
    case GLSPV_ENV_OPENGL_4_0:
    case GLSPV_ENV_OPENGL_4_1:
    case GLSPV_ENV_OPENGL_4_2:
    case GLSPV_ENV_OPENGL_4_3:
    case GLSPV_ENV_OPENGL_4_5: return 0;
    default: return 1u << 22; /* universal SPIR-V: Vulkan rules */
    }
}

/* -w drops warnings; -Werror turns them into errors (as glslc does). */
static void apply_warning_flags(Ctx *ctx, uint32_t flags)
{
    size_t j = 0;
    for (size_t i = 0; i < ctx->diags.len; i++) {
        Diag d = ctx->diags.data[i];
        if (d.severity == GLSPV_SEVERITY_WARNING) {
            if (flags & GLSPV_FLAG_NO_WARNINGS)
                continue;
            if (flags & GLSPV_FLAG_WARNINGS_AS_ERRORS) {
                d.severity = GLSPV_SEVERITY_ERROR;
                ctx->error_count++;
            }
        }
        ctx->diags.data[j++] = d;
    }
    ctx->diags.len = j;
}

typedef enum FrontEndGoal {
    GOAL_PREPROCESS, /* the preprocessed text */
    GOAL_PARSE,      /* the syntax tree (dumped when asked) */
    GOAL_CHECK,      /* every check, no words */
    GOAL_COMPILE,    /* SPIR-V */
} FrontEndGoal;

/* run_front_end's answer when a compile made one declaration at a time
 * gave up (Glsl.stream_gave_up): no result is made, and front_end compiles
 * again from the start, the whole unit at once. */
#define STATUS_AGAIN_WHOLE ((glspv_status)1000)

/* One front-end call inside its context; `fail` is where limits and
 * running out of memory land. */
static glspv_status run_front_end(Ctx *ctx, Glsl *g, FrontEndGoal goal, uint32_t flags, uint32_t spirv_version,
                                  glspv_optimization level, const GlslSource *sources, size_t source_count,
                                  glspv_result **result)
{
    const char *source = sources[0].text, *name = sources[0].name;
    size_t length = sources[0].len;
    if (setjmp(ctx->fail)) {
        /* (A limit reached while streaming stands: the whole unit reaches it too,
         * with the memory more, and compiling again would take it twice.) */
        glspv_status status = ctx->fail_status;
        if (status == GLSPV_ERROR_COMPILE) {
            glsl_finish_diags(g);
            apply_warning_flags(ctx, flags); /* a limit: the messages stand */
        }
        else
            ctx->diags.len = 0; /* the arena may be exhausted: report bare */
        *result = result_create(ctx, status, NULL, 0, NULL, 0);
        return *result ? status : GLSPV_ERROR_OUT_OF_MEMORY;
    }
    if (goal == GOAL_COMPILE || goal == GOAL_CHECK) {
        /* Checking runs the emitter too: the interface rules (locations,
         * bindings, what the target's SPIR-V version allows) are checked
         * where the interface is laid out. Only the words are dropped. */
        size_t count = 0;
        uint32_t *words = glsl_compile(g, (GlslOptions *)g->opts, sources, source_count, spirv_version, &count);
        if (g->stream_gave_up)
            return STATUS_AGAIN_WHOLE;
        glsl_finish_diags(g); /* in source order, as the phases interleave in glslang */
        apply_warning_flags(ctx, flags);
        int failed = ctx->error_count || !words;
        if (failed || goal == GOAL_CHECK)
            words = NULL, count = 0;
        if (words && level != GLSPV_OPT_NONE) {
            /* The optimizer (src/opt/) between the emitter's words and the result. */
            glspv_status s = opt_module(ctx, words, count, level,
                                        flags & GLSPV_FLAG_PRESERVE_BINDINGS ? OPT_PRESERVE_BINDINGS : 0, &words,
                                        &count);
            if (s != GLSPV_OK)
                return result_finish(ctx, s, NULL, 0, NULL, 0, result);
            /* glslc's -O and -Os drop the names and the source unless -g;
             * glslangValidator's -Os keeps them (GLSPV_FLAG_OPT_KEEP_NAMES). */
            if (!g->opts->debug_info && !(flags & GLSPV_FLAG_OPT_KEEP_NAMES))
                count = opt_strip_debug(ctx, words, count);
        }
        glspv_status status = !failed ? GLSPV_OK : g->opts->stage_missing ? GLSPV_ERROR_INVALID_STAGE
                                                                         : GLSPV_ERROR_COMPILE;
        return result_finish_words(ctx, status, words, count, result);
    }
    PpOutput pp;
    pp_run(g, source, length, name, &pp);
    Str text = {0};
    if (goal == GOAL_PREPROCESS) {
        pp_print(g, &pp, &text);
    } else if (!ctx->error_count) {
        /* Parsing after preprocessing errors would only add echoes. */
        Ast *ast = parse_unit(g, &pp);
        if (flags & GLSPV_FLAG_DUMP_AST)
            ast_dump(g, ast, &text);
    }
    glsl_finish_diags(g);
    apply_warning_flags(ctx, flags);
    glspv_status status = ctx->error_count ? GLSPV_ERROR_COMPILE : GLSPV_OK;
    int with_text = goal == GOAL_PREPROCESS || (flags & GLSPV_FLAG_DUMP_AST);
    return result_finish(ctx, status, NULL, 0, with_text ? (text.data ? text.data : "") : NULL, text.len, result);
}

static glspv_status front_end(FrontEndGoal goal, const glspv_options *options, glspv_stage stage,
                              const glspv_source *given, size_t count, glspv_result **result)
{
    if (!result)
        return GLSPV_ERROR_INVALID_ARGUMENT;
    if (!options) {
        /* The defaults, made only for a call without options: the struct
         * and its hundreds of resource limits would cost every compile. */
        glspv_options defaults = {0};
        defaults.env = GLSPV_ENV_VULKAN_1_0;
        defaults.default_version = 110;
        glspv_options_set_resource_preset(&defaults, GLSPV_RESOURCES_GLSLANG);
        return front_end(goal, &defaults, stage, given, count, result);
    }
    *result = NULL;
    if (!given || !count || count > 256 || (stage != GLSPV_STAGE_INFER && !glspv_stage_name(stage)))
        return GLSPV_ERROR_INVALID_ARGUMENT;
    GlslSource sources[256]; /* more sources than that in one program: refused */
    for (size_t i = 0; i < count; i++) {
        if (!given[i].text && given[i].length)
            return GLSPV_ERROR_INVALID_ARGUMENT;
        sources[i].text = given[i].text ? given[i].text : "";
        sources[i].len = given[i].length;
        sources[i].name = given[i].name ? given[i].name : "<source>";
    }
    const glspv_options *o = options;

    GlslOptions go = {0};
    go.stage = stage == GLSPV_STAGE_INFER ? STAGE_VERTEX : (Stage)stage;
    go.stage_from_pragma = stage == GLSPV_STAGE_INFER;
    uint32_t shader_debug = o->flags & (GLSPV_FLAG_DEBUG_INFO_SHADER | GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE);
    go.debug_info = (o->flags & GLSPV_FLAG_DEBUG_INFO) != 0 || shader_debug;
    go.debug_info_shader = !shader_debug ? 0 : (o->flags & GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE) ? 2 : 1;
    /* The optimizer moves, merges and drops the code and variables that
     * NonSemantic.Shader.DebugInfo.100 describes: optimized, -gV and -gVS
     * give what -g gives (the names, OpLine, each file's text in OpSource). */
    if (o->optimization != GLSPV_OPT_NONE)
        go.debug_info_shader = 0;
    /* glslc's -O and -Os drop the names unless -g (run_front_end strips
     * the optimizer's output): they are not made, nor read, carried and
     * written by the optimizer. No pass decides by a name. */
    go.drop_names = o->optimization != GLSPV_OPT_NONE && !go.debug_info && !(o->flags & GLSPV_FLAG_OPT_KEEP_NAMES);
    go.auto_map_locations = (o->flags & GLSPV_FLAG_AUTO_MAP_LOCATIONS) != 0;
    go.auto_bind_uniforms = (o->flags & GLSPV_FLAG_AUTO_BIND_UNIFORMS) != 0;
    go.nan_clamp = (o->flags & GLSPV_FLAG_NAN_CLAMP) != 0;
    go.auto_combined_image_sampler = (o->flags & GLSPV_FLAG_AUTO_COMBINED_IMAGE_SAMPLER) != 0;
    /* NULL when none was set: no table of zeros to read at each compile. */
    go.binding_base = o->binding_base_given ? o->binding_base : NULL;
    go.set_bases = o->set_bases;
    go.set_base_count = o->set_base_count;
    go.default_set_plus1 = o->default_set_plus1;
    go.entry_point_name = o->entry_point_name;
    go.resources = o->resources;
    go.vulkan_version = vulkan_version(o->env);
    /* Checking for the OpenGL client is checking OpenGL's GLSL, without
     * the rules of a SPIR-V target (glslangValidator without -V). */
    go.without_spirv = goal == GOAL_CHECK && env_is_opengl(o->env);
    go.default_version = o->default_version;
    go.default_profile = (Profile)o->default_profile;
    go.force_version = o->force_version;
    go.force_profile = (Profile)o->force_profile;
    go.macros = o->macros;
    go.macro_count = o->macro_count;
    go.include_dirs = (const char *const *)o->dirs;
    go.include_dir_count = o->dir_count;
    go.includes_always = !(o->flags & GLSPV_FLAG_INCLUDES_NEED_EXTENSION);
    for (int i = 0; i < GLSPV_LIMIT_COUNT; i++)
        go.limits[i] = glspv_options_get_limit(o, (glspv_limit)i);
    uint32_t spirv = o->spirv_version ? o->spirv_version : glspv_target_env_spirv_version(o->env);
    if (go.without_spirv)
        spirv = SPIRV_1_6; /* no SPIR-V version limits what OpenGL's GLSL may use */
    /* First one declaration at a time, where the compile makes a module;
     * again as a whole unit (from a fresh context) where that gave up. */
    const GlslOptions given_options = go;
    glspv_status status = STATUS_AGAIN_WHOLE;
    for (int stream = goal == GOAL_COMPILE || goal == GOAL_CHECK; status == STATUS_AGAIN_WHOLE; stream = 0) {
        go = given_options; /* the compile sets some (the stage of a #pragma shader_stage) */
        Ctx ctx;
        ctx_init(&ctx, o->allocator.alloc_fn ? &o->allocator : NULL);
        ctx.log_style = LOG_GLSLC;
        ctx.show_column = (o->flags & GLSPV_FLAG_SHOW_COLUMN) != 0;
        size_t mib = glspv_options_get_limit(o, GLSPV_LIMIT_MEMORY_MIB);
        ctx.memory_limit = mib > (SIZE_MAX >> 20) ? SIZE_MAX : mib << 20;
        IncludeBridge bridge = {o, &ctx};
        if (o->resolve) {
            go.include_fn = include_bridge;
            go.include_user = &bridge;
        }
        Glsl g = {0};
        g.ctx = &ctx;
        g.opts = &go;
        g.stream = stream;
        status = run_front_end(&ctx, &g, goal, o->flags, spirv, o->optimization, sources, count, result);
        ctx_free(&ctx);
    }
    return status;
}

glspv_status glspv_preprocess(const glspv_options *options, glspv_stage stage, const char *source, size_t length,
                              const char *name, glspv_result **result)
{
    glspv_source one = {source, length, name};
    return front_end(GOAL_PREPROCESS, options, stage, &one, 1, result);
}

glspv_status glspv_compile(const glspv_options *options, glspv_stage stage, const char *source, size_t length,
                           const char *name, glspv_result **result)
{
    glspv_source one = {source, length, name};
    return front_end(GOAL_COMPILE, options, stage, &one, 1, result);
}

glspv_status glspv_compile_linked(const glspv_options *options, glspv_stage stage, const glspv_source *sources,
                                  size_t count, glspv_result **result)
{
    return front_end(GOAL_COMPILE, options, stage, sources, count, result);
}

glspv_status glspv_parse(const glspv_options *options, glspv_stage stage, const char *source, size_t length,
                         const char *name, glspv_result **result)
{
    glspv_source one = {source, length, name};
    return front_end(GOAL_PARSE, options, stage, &one, 1, result);
}

glspv_status glspv_check(const glspv_options *options, glspv_stage stage, const char *source, size_t length,
                         const char *name, glspv_result **result)
{
    glspv_source one = {source, length, name};
    return front_end(GOAL_CHECK, options, stage, &one, 1, result);
}

glspv_status glspv_check_linked(const glspv_options *options, glspv_stage stage, const glspv_source *sources,
                                size_t count, glspv_result **result)
{
    return front_end(GOAL_CHECK, options, stage, sources, count, result);
}
