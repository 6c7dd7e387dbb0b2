/* The GLSL compiler's shared basics, below every phase: source locations,
 * stages and profiles, the options and state of one compilation, limits
 * and diagnostics. Each phase's own interface is in its folder (pp/pp.h,
 * parse/ast.h, check/check.h, emit/emit.h; docs/architecture.md).
 *
 * Everything lives in the Ctx arena of the call; nothing is global. */
#ifndef GLSPV_GLSL_H
#define GLSPV_GLSL_H

#include "base/base.h"

/* ---- locations and diagnostics ---- */

/* A position after #line and #include are applied: `file` indexes the
 * compilation's file table (0 is the main source), lines and columns are
 * 1-based. The column counts bytes of the physical line. */
typedef struct SrcLoc {
    uint32_t file;
    uint32_t line;
    uint32_t col;
} SrcLoc;

/* ---- language versions ---- */

typedef enum Profile {
    PROFILE_NONE, /* desktop, no profile named */
    PROFILE_CORE,
    PROFILE_COMPATIBILITY,
    PROFILE_ES,
} Profile;

typedef enum Stage {
    STAGE_VERTEX,
    STAGE_TESS_CONTROL,
    STAGE_TESS_EVALUATION,
    STAGE_GEOMETRY,
    STAGE_FRAGMENT,
    STAGE_COMPUTE,
    STAGE_TASK,
    STAGE_MESH,
    STAGE_RAYGEN,
    STAGE_INTERSECT,
    STAGE_ANY_HIT,
    STAGE_CLOSEST_HIT,
    STAGE_MISS,
    STAGE_CALLABLE,
    STAGE_COUNT
} Stage;

/* glslc's names of a stage (stage.c): "vert" and "vertex"; the short
 * name is NULL and the long one "unknown" for a value out of range. */
const char *glsl_stage_short_name(Stage stage);
const char *glsl_stage_long_name(Stage stage);
/* 1 and the stage when `name` is a short or long name ("vert", "vertex"). */
int glsl_stage_from_name(const char *name, Stage *stage);

/* ---- the compilation ---- */

/* A -D or -U from the command line or the API, in order. */
typedef struct MacroDef {
    const char *name;
    const char *value; /* NULL for -U */
} MacroDef;

/* The include callback: shaderc's shape. Returns 0 and fills *content and
 * *resolved_name on success; nonzero with *content as the error text. */
typedef int (*IncludeFn)(void *user, const char *requested, int is_system, const char *requesting,
                         size_t depth, const char **content, size_t *content_len, const char **resolved_name);

/* glslang's resource limits, RESOURCE_MaxLights ... (resource_limits.def). */
typedef enum ResourceLimit {
#define RESOURCE(name, glslc, glslang, listed) RESOURCE_##name,
#include "glsl/resource_limits.def"
#undef RESOURCE
    RESOURCE_COUNT
} ResourceLimit;

typedef struct GlslOptions {
    Stage stage;
    uint32_t vulkan_version;     /* VK_MAKE_API_VERSION-style (1.0 = 0x00400000), 0 for OpenGL */
    /* OpenGL's GLSL checked as a driver compiles it, with no SPIR-V target
     * (glspv_check for the OpenGL client, glslangValidator without -V):
     * none of SPIR-V's rules (versions, locations), nothing emitted. */
    int without_spirv;
    int default_version;         /* used when there is no #version (glslc: 110 desktop) */
    Profile default_profile;
    int force_version;           /* -std=: overrides #version when nonzero */
    Profile force_profile;
    const MacroDef *macros;
    size_t macro_count;
    const char *const *include_dirs;
    size_t include_dir_count;
    IncludeFn include_fn;        /* NULL: read files from disk */
    void *include_user;
    int includes_always;         /* glslc: #include works without the extension */
    uint32_t error_limit;        /* 0: 20 */
    int stage_from_pragma;       /* the stage was not given: #pragma shader_stage decides */
    int stage_missing;           /* set by glsl_compile: no stage given and no #pragma shader_stage */
    int debug_info;              /* -g: OpString, OpSource with the text, OpLine */
    int debug_info_shader;       /* NonSemantic.Shader.DebugInfo.100 too: 1 -gV, 2 -gVS (with the text) */
    int drop_names;              /* no OpName nor OpMemberName: the optimizer would carry them to
                                  * opt_strip_debug (-O and -Os without -g) */
    int auto_map_locations;      /* -fauto-map-locations */
    int auto_bind_uniforms;      /* -fauto-bind-uniforms */
    int nan_clamp;               /* -fnan-clamp: NMin, NMax, NClamp for float min, max, clamp */
    int auto_combined_image_sampler; /* textures become combined samplers, samplers go (emit_core.c) */
    const int *resources;        /* RESOURCE_COUNT resource limits (gl_MaxDrawBuffers, ...) */
    const uint32_t (*binding_base)[GLSPV_RESOURCE_KIND_COUNT]; /* per stage and kind: -f*-binding-base */
    const struct GlslSetBase *set_bases; /* per descriptor set: --shift-*-binding [stage] base set */
    uint32_t set_base_count;
    const uint32_t *default_set_plus1; /* per stage: the set of a resource without one, + 1 (0: set 0) */
    const char *entry_point_name; /* OpEntryPoint's (and main's OpName); NULL: main */
    uint32_t spirv_version;      /* the module's SPIR-V version (glsl_compile sets it; 0: only checking) */
    uint32_t limits[GLSPV_LIMIT_COUNT]; /* every limit in force (glspv_limit), defaults filled in */
} GlslOptions;

/* A binding base for one descriptor set (glslangValidator's
 * --shift-*-binding [stage] base set): it takes the place of the kind's
 * own base for the resources of that set. */
typedef struct GlslSetBase {
    uint32_t stage; /* a Stage, or STAGE_COUNT for every stage */
    uint32_t kind;  /* glspv_resource_kind */
    uint32_t set, base;
} GlslSetBase;

/* SPIR-V versions as the module header writes them (GlslOptions.spirv_version). */
#define SPIRV_1_1 0x00010100u
#define SPIRV_1_3 0x00010300u
#define SPIRV_1_4 0x00010400u
#define SPIRV_1_5 0x00010500u
#define SPIRV_1_6 0x00010600u

/* A stretch of one file entry's lines as the preprocessor read them: one
 * starts with each entry (a file, an #include, a #line) and again where an
 * included file returns to its includer. In the order read. */
typedef struct StreamSegment {
    uint32_t file;
    uint32_t first_line; /* after #line */
    uint32_t prev;       /* 1 + the entry's segment before this one; 0: none */
} StreamSegment;

typedef struct Glsl {
    Ctx *ctx;
    const GlslOptions *opts;
    VEC(const char *) files;     /* file table for SrcLoc.file: names as given */
    VEC(const char *) file_sources; /* the text of each file entry (NUL-terminated), for source
                                     * lines in messages; NULL where #line renumbered it */
    VEC(const char *) includes;  /* every file #included, for depfiles */
    VEC(StreamSegment) segments; /* diagnostics are sorted by these (glsl_stream_order) */
    VEC(uint32_t) file_segment;  /* for each file entry: 1 + its latest segment; 0: none */
    VEC(SrcLoc) far_locs;        /* the places too far for a token's packed one (pp.h tok_loc) */
    size_t errors_before_phase;  /* the error limit counts each phase's own (glsl_compile) */
    size_t errors_dropped;       /* errors past a phase's limit, left out (glsl_finish_diags) */
    int dropping;                /* the latest error was left out: so are its notes */
    Diag dropped;                /* what a left-out diagnostic's caller writes to */
    int stop_after_pp;           /* an error that ends the compile after preprocessing (an #include
                                  * not found, a #version the target refuses), as glslang's
                                  * "compilation terminated" and glslc end it */
    int stream;                  /* a one-source compile may be made one declaration at a time
                                  * (glsl_compile's compile_streaming) */
    int stream_gave_up;          /* it was, and found the whole unit needed: the caller compiles
                                  * again, with `stream` 0 */
    int saw_nonuniform;          /* a word spelled nonuniformEXT reached the parser: without one no
                                  * value is non-uniform, and the emitter looks for none */
} Glsl;

/* SPIR-V's own bounds (the universal limits of the specification, which
 * spirv-val enforces): a limit set higher is held to them. */
#define SPIRV_MAX_STRUCT_MEMBERS 16383u
#define SPIRV_MAX_FUNCTION_PARAMETERS 255u

/* A limit in force for this compilation (a zeroed GlslOptions has the defaults). */
static inline uint32_t glsl_limit(const Glsl *g, glspv_limit limit)
{
    uint32_t v = g->opts ? g->opts->limits[limit] : 0;
    return v ? v : limit_default(limit);
}

/* Diagnostics at a source position (glslc's shape in the log). */
Diag *glsl_error(Glsl *g, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
/* An error about the whole stage, found when its sources are linked
 * (GLSPV_DIAGNOSTIC_LINK). */
Diag *glsl_link_error(Glsl *g, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
Diag *glsl_warning(Glsl *g, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
/* A note on the diagnostic just reported: it stays right after it. */
Diag *glsl_note(Glsl *g, SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(3, 4);
/* The diagnostics in source order, at most the error limit of them: a phase
 * past its limit goes on without reporting, since a later phase may find
 * errors on earlier lines; the first errors of the source are those kept. */
void glsl_finish_diags(Glsl *g);
/* The preprocessor reads file entry `file` from line `first_line` on. */
void glsl_mark_segment(Glsl *g, uint32_t file, uint32_t first_line);
/* Where `loc` lies in the source as read, for sorting diagnostics: later
 * places give larger numbers; 0 when it names no place read. */
uint64_t glsl_stream_order(const Glsl *g, SrcLoc loc);
size_t glsl_edit_distance(const char *a, const char *b, size_t limit, int fold);
/* A resource limit in force (resources.c): the options', else glslang's default. */
int glsl_resource(const Glsl *g, ResourceLimit r);
/* The limit named `name` (glslang's spelling), or -1. */
int glsl_resource_index(const char *name);

#endif
