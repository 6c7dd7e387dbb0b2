/* glspv: a GLSL to SPIR-V compiler and SPIR-V toolkit. The one public header.
 *
 * Rules that hold for every function here:
 *  - No global state and no initialisation call: any function may be called
 *    from any thread at any time. A glspv_result belongs to the caller.
 *  - Every function returns a glspv_status and writes results through
 *    out-pointers. Where a result is produced it is produced even on failure,
 *    so its diagnostics and log can be read. Every destroy function takes NULL.
 *  - The library never prints, exits or aborts, whatever the input.
 *  - Status values are frozen: new ones may be added, none will change.
 *
 * C99 compatible. Link with -lglspv. */
#ifndef GLSPV_H
#define GLSPV_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(GLSPV_BUILDING_LIBRARY) && defined(__GNUC__)
#define GLSPV_API __attribute__((visibility("default")))
#else
#define GLSPV_API
#endif

#define GLSPV_VERSION_MAJOR 0
#define GLSPV_VERSION_MINOR 1
#define GLSPV_VERSION_PATCH 0

/* (major << 16) | (minor << 8) | patch of the library actually linked. */
GLSPV_API uint32_t glspv_version(void);
GLSPV_API const char *glspv_version_string(void);

typedef enum glspv_status {
    GLSPV_OK = 0,
    GLSPV_ERROR_INVALID_ARGUMENT = -1,
    GLSPV_ERROR_OUT_OF_MEMORY = -2,
    GLSPV_ERROR_COMPILE = -3,
    GLSPV_ERROR_LINK = -4,
    GLSPV_ERROR_INCLUDE = -5,
    GLSPV_ERROR_INVALID_STAGE = -6,
    GLSPV_ERROR_INVALID_ASSEMBLY = -7,
    GLSPV_ERROR_INVALID_BINARY = -8,
    GLSPV_ERROR_VALIDATION = -9,
    GLSPV_ERROR_INTERNAL = -100
} glspv_status;

/* A short English name for a status ("invalid SPIR-V binary"). */
GLSPV_API const char *glspv_status_string(glspv_status status);

/* Where SPIR-V is meant to run; decides the SPIR-V version and the rules. */
typedef enum glspv_target_env {
    GLSPV_ENV_UNIVERSAL_1_0,
    GLSPV_ENV_UNIVERSAL_1_1,
    GLSPV_ENV_UNIVERSAL_1_2,
    GLSPV_ENV_UNIVERSAL_1_3,
    GLSPV_ENV_UNIVERSAL_1_4,
    GLSPV_ENV_UNIVERSAL_1_5,
    GLSPV_ENV_UNIVERSAL_1_6,
    GLSPV_ENV_VULKAN_1_0,           /* SPIR-V 1.0 */
    GLSPV_ENV_VULKAN_1_1,           /* SPIR-V 1.3 */
    GLSPV_ENV_VULKAN_1_1_SPIRV_1_4, /* SPIR-V 1.4 */
    GLSPV_ENV_VULKAN_1_2,           /* SPIR-V 1.5 */
    GLSPV_ENV_VULKAN_1_3,           /* SPIR-V 1.6 */
    GLSPV_ENV_OPENGL_4_0,           /* SPIR-V 1.0, as SPIRV-Tools */
    GLSPV_ENV_OPENGL_4_1,
    GLSPV_ENV_OPENGL_4_2,
    GLSPV_ENV_OPENGL_4_3,
    GLSPV_ENV_OPENGL_4_5
} glspv_target_env;

/* Parses the names spirv-as and spirv-val take ("vulkan1.1", "spv1.4",
 * "vulkan1.1spv1.4", "opengl4.5"). GLSPV_ERROR_INVALID_ARGUMENT if unknown. */
GLSPV_API glspv_status glspv_target_env_parse(const char *name, glspv_target_env *env);
GLSPV_API const char *glspv_target_env_name(glspv_target_env env);
/* The SPIR-V version word of an environment: 0x00010300 for SPIR-V 1.3. */
GLSPV_API uint32_t glspv_target_env_spirv_version(glspv_target_env env);

/* Optional memory callbacks. `realloc_fn` may be NULL (then alloc + copy + free). */
typedef struct glspv_allocator {
    void *user;
    void *(*alloc_fn)(void *user, size_t size);
    void *(*realloc_fn)(void *user, void *ptr, size_t old_size, size_t new_size);
    void (*free_fn)(void *user, void *ptr, size_t size);
} glspv_allocator;

typedef enum glspv_severity {
    GLSPV_SEVERITY_ERROR,
    GLSPV_SEVERITY_WARNING,
    GLSPV_SEVERITY_NOTE
} glspv_severity;

/* One message. Positions are 1-based; 0 means unknown. */
typedef struct glspv_diagnostic {
    glspv_severity severity;
    const char *file;    /* NULL when there is no file (SPIR-V tools) */
    uint32_t line;       /* text input: line; binary input: 0 */
    uint32_t column;
    size_t word_offset;  /* binary input: index of the word at fault; else 0 */
    const char *message; /* one line, no position prefix */
    uint32_t flags;      /* GLSPV_DIAGNOSTIC_* */
} glspv_diagnostic;

/* An error about the stage as a whole, found when its sources are linked
 * (no main, a function without a body, recursion, a layout the stage must
 * declare, stages whose interfaces disagree): glslangValidator reports
 * these as link errors ("Linking vertex stage: ..."), exit status 3. */
#define GLSPV_DIAGNOSTIC_LINK 0x1u

/* What a call produced: SPIR-V words or text, diagnostics, and a log with
 * the diagnostics formatted as the matching command-line tool prints them.
 * One block of memory, released by glspv_result_destroy. */
typedef struct glspv_result glspv_result;

GLSPV_API glspv_status glspv_result_status(const glspv_result *result);
/* The SPIR-V words, or NULL with *count 0 when the call made none. */
GLSPV_API const uint32_t *glspv_result_words(const glspv_result *result, size_t *count);
/* Text output (disassembly), NUL-terminated; NULL when the call made none. */
GLSPV_API const char *glspv_result_text(const glspv_result *result, size_t *length);
/* All diagnostics, formatted one per line ("" when there are none). */
GLSPV_API const char *glspv_result_log(const glspv_result *result);
GLSPV_API size_t glspv_result_diagnostic_count(const glspv_result *result);
GLSPV_API const glspv_diagnostic *glspv_result_diagnostic(const glspv_result *result, size_t index);
GLSPV_API void glspv_result_destroy(glspv_result *result);

/* ---- SPIR-V tools ------------------------------------------------------ */

/* Disassembly options. 0 prints exactly what `spirv-dis` prints by default. */
enum {
    GLSPV_DIS_RAW_ID = 1u << 0,    /* %12 rather than friendly names (--raw-id) */
    GLSPV_DIS_NO_HEADER = 1u << 1, /* no "; SPIR-V" header lines (--no-header) */
    GLSPV_DIS_NO_INDENT = 1u << 2, /* no alignment of result ids (--no-indent) */
    GLSPV_DIS_OFFSETS = 1u << 3,   /* byte offset comment on each line (--offsets) */
    GLSPV_DIS_COMMENT = 1u << 4    /* section and id comments (--comment) */
};

/* Disassembles `count` words (either byte order). On malformed input the
 * status is GLSPV_ERROR_INVALID_BINARY and the diagnostic names the word. */
GLSPV_API glspv_status glspv_spirv_disassemble(const uint32_t *words, size_t count, uint32_t options,
                                               glspv_result **result);

/* Assembly options. */
enum {
    GLSPV_ASM_PRESERVE_NUMERIC_IDS = 1u << 0 /* %12 stays id 12 (--preserve-numeric-ids) */
};

/* Assembles spirv-as text of `length` bytes (NUL not needed) for `env`. On
 * bad input the status is GLSPV_ERROR_INVALID_ASSEMBLY and the diagnostic
 * gives line and column. */
GLSPV_API glspv_status glspv_spirv_assemble(const char *text, size_t length, glspv_target_env env,
                                            uint32_t options, glspv_result **result);

/* The same two calls with memory from `allocator` (NULL: malloc). */
GLSPV_API glspv_status glspv_spirv_disassemble_with(const glspv_allocator *allocator, const uint32_t *words,
                                                    size_t count, uint32_t options, glspv_result **result);
GLSPV_API glspv_status glspv_spirv_assemble_with(const glspv_allocator *allocator, const char *text,
                                                 size_t length, glspv_target_env env, uint32_t options,
                                                 glspv_result **result);

/* Validation options: spirv-val's block layout flags. */
enum {
    GLSPV_VAL_RELAX_BLOCK_LAYOUT = 1u << 0,              /* --relax-block-layout */
    GLSPV_VAL_UNIFORM_BUFFER_STANDARD_LAYOUT = 1u << 1,  /* --uniform-buffer-standard-layout */
    GLSPV_VAL_SCALAR_BLOCK_LAYOUT = 1u << 2,             /* --scalar-block-layout */
    GLSPV_VAL_WORKGROUP_SCALAR_BLOCK_LAYOUT = 1u << 3,   /* --workgroup-scalar-block-layout */
    GLSPV_VAL_SKIP_BLOCK_LAYOUT = 1u << 4                /* --skip-block-layout */
};

/* Validates `count` words (either byte order) for `env`: GLSPV_OK when
 * valid, GLSPV_ERROR_VALIDATION when not (the result's text holds the
 * messages, spirv-val's shape: "error: line N: ..." and the instruction),
 * GLSPV_ERROR_INVALID_BINARY when the words are not a readable module. */
GLSPV_API glspv_status glspv_spirv_validate(const uint32_t *words, size_t count, glspv_target_env env,
                                            uint32_t options, glspv_result **result);
GLSPV_API glspv_status glspv_spirv_validate_with(const glspv_allocator *allocator, const uint32_t *words,
                                                 size_t count, glspv_target_env env, uint32_t options,
                                                 glspv_result **result);

/* Optimization levels: glslc's -O0, -O and -Os. */
typedef enum glspv_optimization {
    GLSPV_OPT_NONE,        /* the module as it is (ids compacted by glspv_spirv_optimize) */
    GLSPV_OPT_PERFORMANCE, /* -O */
    GLSPV_OPT_SIZE         /* -Os */
} glspv_optimization;

/* Optimizes a valid module of `count` words (either byte order) for `env`
 * (spirv-opt's -O and -Os): the result's words are the optimized module.
 * The module is validated first: GLSPV_ERROR_VALIDATION or
 * GLSPV_ERROR_INVALID_BINARY, with the validator's diagnostics, when it
 * is not valid (block layouts aside: std430, relaxed or scalar are the
 * device's to allow, and the optimizer keeps every offset and stride).
 * Specialization constants, entry points with their
 * interfaces, and exported functions stay. */
GLSPV_API glspv_status glspv_spirv_optimize(const uint32_t *words, size_t count, glspv_target_env env,
                                            glspv_optimization level, glspv_result **result);
GLSPV_API glspv_status glspv_spirv_optimize_with(const glspv_allocator *allocator, const uint32_t *words,
                                                 size_t count, glspv_target_env env, glspv_optimization level,
                                                 glspv_result **result);

/* The module without its debug information (spirv-opt --strip-debug):
 * OpName, OpMemberName, OpSource and its text, OpLine, OpModuleProcessed,
 * and the OpStrings no other instruction takes. What glslc -O and -Os do
 * unless -g is given (and glspv_compile does at those levels). */
GLSPV_API glspv_status glspv_spirv_strip_debug(const uint32_t *words, size_t count, glspv_result **result);
GLSPV_API glspv_status glspv_spirv_strip_debug_with(const glspv_allocator *allocator, const uint32_t *words,
                                                    size_t count, glspv_result **result);

/* Reflects a module of `count` words (either byte order): what its entry
 * points, resources, inputs, outputs and specialization constants are.
 * The result's text is the JSON `spirv-cross --reflect` prints for the
 * module (its first entry point's view), byte for byte. The module is read,
 * not validated (as SPIRV-Cross does): GLSPV_ERROR_INVALID_BINARY with a
 * diagnostic when it cannot be decoded; an invalid module's answers are
 * what its instructions say. The same answers as C structs:
 * glspv_result_reflection (below). */
GLSPV_API glspv_status glspv_reflect(const uint32_t *words, size_t count, glspv_result **result);
GLSPV_API glspv_status glspv_reflect_with(const glspv_allocator *allocator, const uint32_t *words, size_t count,
                                          glspv_result **result);

/* ---- reflection as C structs -------------------------------------------
 *
 * glspv_reflect's result also holds the module's reflection as plain
 * structs: glspv_result_reflection. They live in the result's block and go
 * with glspv_result_destroy; every pointer is into that block, every array
 * has its count beside it, no string is NULL ("" when the module names
 * nothing). Values the module does not give are GLSPV_REFLECT_NONE. Types
 * are shared: equal SPIR-V type ids are one glspv_reflect_type. */

#define GLSPV_REFLECT_NONE 0xFFFFFFFFu

/* The descriptor types as Vulkan numbers them (VkDescriptorType), so that a
 * value may be cast to one. */
typedef enum glspv_descriptor_type {
    GLSPV_DESCRIPTOR_SAMPLER = 0,                /* sampler, samplerShadow */
    GLSPV_DESCRIPTOR_COMBINED_IMAGE_SAMPLER = 1, /* sampler2D ... */
    GLSPV_DESCRIPTOR_SAMPLED_IMAGE = 2,          /* texture2D ... */
    GLSPV_DESCRIPTOR_STORAGE_IMAGE = 3,          /* image2D ... */
    GLSPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER = 4,   /* samplerBuffer, textureBuffer */
    GLSPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER = 5,   /* imageBuffer */
    GLSPV_DESCRIPTOR_UNIFORM_BUFFER = 6,         /* uniform blocks */
    GLSPV_DESCRIPTOR_STORAGE_BUFFER = 7,         /* buffer blocks */
    GLSPV_DESCRIPTOR_INPUT_ATTACHMENT = 10,      /* subpassInput */
    GLSPV_DESCRIPTOR_ACCELERATION_STRUCTURE = 1000150000 /* accelerationStructureEXT */
} glspv_descriptor_type;

/* What a type is, its array dimensions aside. */
typedef enum glspv_type_kind {
    GLSPV_TYPE_OTHER,   /* anything not below (void, an opaque type of an extension) */
    GLSPV_TYPE_BOOL,    /* bool, bvecN */
    GLSPV_TYPE_INT,     /* signed: int, ivecN, int64_t, int8_t ... */
    GLSPV_TYPE_UINT,
    GLSPV_TYPE_FLOAT,   /* float, vecN, matCxR, double, float16_t ... */
    GLSPV_TYPE_STRUCT,
    GLSPV_TYPE_IMAGE,          /* texture2D, image2D, subpassInput */
    GLSPV_TYPE_SAMPLED_IMAGE,  /* sampler2D: the image and a sampler */
    GLSPV_TYPE_SAMPLER,
    GLSPV_TYPE_ACCELERATION_STRUCTURE,
    GLSPV_TYPE_POINTER         /* a buffer_reference address (PhysicalStorageBuffer) */
} glspv_type_kind;

/* Decorations and qualifiers, as bits of the `flags` fields. */
enum {
    GLSPV_REFLECT_NON_READABLE = 1u << 0,  /* writeonly */
    GLSPV_REFLECT_NON_WRITABLE = 1u << 1,  /* readonly */
    GLSPV_REFLECT_RESTRICT = 1u << 2,
    GLSPV_REFLECT_COHERENT = 1u << 3,
    GLSPV_REFLECT_VOLATILE = 1u << 4,
    GLSPV_REFLECT_ROW_MAJOR = 1u << 5,
    GLSPV_REFLECT_COLUMN_MAJOR = 1u << 6,
    GLSPV_REFLECT_FLAT = 1u << 7,
    GLSPV_REFLECT_NOPERSPECTIVE = 1u << 8,
    GLSPV_REFLECT_CENTROID = 1u << 9,
    GLSPV_REFLECT_SAMPLE = 1u << 10,
    GLSPV_REFLECT_PATCH = 1u << 11,         /* per-patch (tessellation) */
    GLSPV_REFLECT_PER_PRIMITIVE = 1u << 12, /* perprimitiveEXT (mesh shading) */
    GLSPV_REFLECT_PER_VERTEX = 1u << 13,    /* pervertexEXT (barycentrics) */
    GLSPV_REFLECT_INVARIANT = 1u << 14,
    GLSPV_REFLECT_BLOCK = 1u << 15          /* an interface block (or an array of them), not a struct variable */
};

typedef struct glspv_reflect_type glspv_reflect_type;

/* A member of a struct or block, with its layout decorations (0 where the
 * module gives none). */
typedef struct glspv_reflect_member {
    const char *name;
    const glspv_reflect_type *type;
    uint32_t offset;
    uint32_t size;          /* bytes, as the offsets and strides give them; 0 for a runtime array */
    uint32_t matrix_stride; /* a matrix's (or array of matrices') */
    uint32_t builtin;       /* the SPIR-V BuiltIn of a gl_PerVertex member, or GLSPV_REFLECT_NONE */
    uint32_t location;      /* an interface block member's, or GLSPV_REFLECT_NONE */
    uint32_t flags;         /* GLSPV_REFLECT_ROW_MAJOR, NON_WRITABLE, FLAT ... */
} glspv_reflect_member;

/* An image's properties, the SPIR-V OpTypeImage operands. */
typedef struct glspv_reflect_image {
    uint32_t dim;          /* SPIR-V Dim: 0 1D, 1 2D, 2 3D, 3 Cube, 4 Rect, 5 Buffer, 6 SubpassData */
    uint32_t format;       /* SPIR-V ImageFormat: 0 Unknown, 1 Rgba32f ... */
    const char *format_name; /* as GLSL's layout spells it ("rgba32f"), "" for Unknown */
    uint32_t depth;        /* 0 not a depth image, 1 depth (shadow), 2 unknown */
    uint32_t arrayed;
    uint32_t multisampled;
    uint32_t sampled;      /* 1 used with a sampler, 2 storage image, 0 known at run time only */
    glspv_type_kind sampled_kind; /* of the components read: FLOAT, INT or UINT */
} glspv_reflect_image;

struct glspv_reflect_type {
    glspv_type_kind kind;
    const char *name;       /* as GLSL writes it: "vec4", "mat3x2", "usampler2DArray", or a struct's name */
    uint32_t id;            /* the SPIR-V type's id */
    uint32_t width;         /* bits of a numeric component */
    uint32_t vector_size;   /* components of a vector, of a matrix's column; 1 for a scalar */
    uint32_t columns;       /* a matrix's columns; 1 otherwise */
    uint32_t array_dim_count;
    const uint32_t *array_dims; /* outermost first (float a[2][3]: 2, 3); 0 for a runtime array */
    uint32_t array_dims_spec;   /* bit i: dimension i is a specialization constant's default */
    uint32_t array_stride;      /* the outermost array's ArrayStride, 0 when none */
    uint32_t member_count;      /* GLSPV_TYPE_STRUCT */
    const glspv_reflect_member *members;
    uint32_t block_size;        /* a struct's declared size: its last member's offset plus size */
    glspv_reflect_image image;  /* GLSPV_TYPE_IMAGE and GLSPV_TYPE_SAMPLED_IMAGE */
    const glspv_reflect_type *pointee; /* GLSPV_TYPE_POINTER: what it points to (may be this struct again) */
};

/* A resource bound through a descriptor set. */
typedef struct glspv_reflect_binding {
    const char *name;       /* the variable's name */
    const char *block_name; /* a uniform or buffer block's type name, else "" */
    uint32_t id;            /* the OpVariable */
    uint32_t set, binding;  /* 0 when the module does not decorate them */
    glspv_descriptor_type descriptor_type;
    uint32_t input_attachment_index; /* GLSPV_DESCRIPTOR_INPUT_ATTACHMENT's, else GLSPV_REFLECT_NONE */
    uint32_t descriptor_count; /* the product of the array dimensions; 1 unarrayed, 0 for a runtime array */
    const glspv_reflect_type *type; /* the variable's type (arrays and all) */
    uint32_t flags;         /* NON_READABLE, NON_WRITABLE ...: the variable's, or every member's of a block */
} glspv_reflect_binding;

/* A push-constant block and the range of a VkPushConstantRange it needs. */
typedef struct glspv_reflect_push_constant {
    const char *name;       /* the variable's */
    uint32_t id;
    const glspv_reflect_type *type;
    uint32_t offset;        /* the lowest member offset */
    uint32_t size;          /* from there to the block's end */
} glspv_reflect_push_constant;

/* A specialization constant with a SpecId. */
typedef struct glspv_reflect_spec_constant {
    const char *name;
    uint32_t spec_id;
    uint32_t id;
    const glspv_reflect_type *type; /* a scalar: bool, int, uint, float of some width */
    uint64_t default_value; /* its bits, zero-extended: bool 0 or 1, a 32-bit float's bits */
} glspv_reflect_spec_constant;

/* An input or output of an entry point. */
typedef struct glspv_reflect_variable {
    const char *name;
    uint32_t id;
    uint32_t location;   /* GLSPV_REFLECT_NONE when none (built-ins, blocks located per member) */
    uint32_t component;  /* 0 when none */
    uint32_t index;      /* dual-source blending's, 0 when none */
    uint32_t builtin;    /* the SPIR-V BuiltIn, or GLSPV_REFLECT_NONE */
    const glspv_reflect_type *type;
    uint32_t flags;      /* FLAT, NOPERSPECTIVE, CENTROID, SAMPLE, PATCH, PER_PRIMITIVE ... */
} glspv_reflect_variable;

typedef struct glspv_reflect_execution_mode {
    uint32_t mode;       /* SPIR-V ExecutionMode */
    uint32_t operand_count;
    const uint32_t *operands; /* literals, or ids for OpExecutionModeId */
} glspv_reflect_execution_mode;

typedef struct glspv_reflect_entry_point {
    const char *name;
    uint32_t execution_model; /* SPIR-V ExecutionModel */
    uint32_t stage;           /* its glspv_stage; GLSPV_REFLECT_NONE for kernels */
    uint32_t function;        /* the OpFunction's id */
    /* LocalSize, LocalSizeId or the WorkgroupSize built-in (0 0 0 when
     * none); where a specialization constant gives a dimension, its SpecId
     * (else GLSPV_REFLECT_NONE) and the size is its default. */
    uint32_t workgroup_size[3];
    uint32_t workgroup_size_spec_id[3];
    uint32_t mode_count;
    const glspv_reflect_execution_mode *modes;
    uint32_t input_count;
    const glspv_reflect_variable *inputs;
    uint32_t output_count;
    const glspv_reflect_variable *outputs;
    /* What the entry point statically uses (its function or one it calls,
     * however deep, names it), in the order of first use, a called
     * function's uses where it is first called (the order glslang's
     * reflection lists them in). The global
     * variables' ids (resources, inputs, outputs, private and workgroup
     * variables), and the same as indices into the reflection's bindings
     * and push_constants. */
    uint32_t used_variable_count;
    const uint32_t *used_variables;
    uint32_t used_binding_count;
    const uint32_t *used_bindings;
    uint32_t used_push_constant_count;
    const uint32_t *used_push_constants;
} glspv_reflect_entry_point;

typedef struct glspv_reflection {
    uint32_t spirv_version;  /* 0x00010300 for SPIR-V 1.3 */
    uint32_t entry_point_count;
    const glspv_reflect_entry_point *entry_points; /* in module order */
    uint32_t binding_count;
    const glspv_reflect_binding *bindings;         /* by set, then binding, then module order */
    uint32_t push_constant_count;
    const glspv_reflect_push_constant *push_constants;
    uint32_t spec_constant_count;
    const glspv_reflect_spec_constant *spec_constants; /* in module order */
    uint32_t type_count;
    const glspv_reflect_type *types;
} glspv_reflection;

/* The structs of a glspv_reflect result; NULL for any other result or a
 * failed call. */
GLSPV_API const glspv_reflection *glspv_result_reflection(const glspv_result *result);

/* ---- GLSL compiler ------------------------------------------------------ */

typedef enum glspv_stage {
    GLSPV_STAGE_VERTEX,
    GLSPV_STAGE_TESS_CONTROL,
    GLSPV_STAGE_TESS_EVALUATION,
    GLSPV_STAGE_GEOMETRY,
    GLSPV_STAGE_FRAGMENT,
    GLSPV_STAGE_COMPUTE,
    GLSPV_STAGE_TASK,
    GLSPV_STAGE_MESH,
    GLSPV_STAGE_RAYGEN,
    GLSPV_STAGE_INTERSECT,
    GLSPV_STAGE_ANY_HIT,
    GLSPV_STAGE_CLOSEST_HIT,
    GLSPV_STAGE_MISS,
    GLSPV_STAGE_CALLABLE,
    GLSPV_STAGE_INFER = 0x7fffffff /* from #pragma shader_stage(...) */
} glspv_stage;

/* Parses "vert", "vertex", "tesc", "tesscontrol", ... as glslc's
 * -fshader-stage= does, and file extensions without the dot ("frag"). */
GLSPV_API glspv_status glspv_stage_parse(const char *name, glspv_stage *stage);
/* The short name: "vert", "tesc", "tese", "geom", "frag", "comp", "task", "mesh", "rgen", ... */
GLSPV_API const char *glspv_stage_name(glspv_stage stage);

typedef enum glspv_profile {
    GLSPV_PROFILE_NONE,
    GLSPV_PROFILE_CORE,
    GLSPV_PROFILE_COMPATIBILITY,
    GLSPV_PROFILE_ES
} glspv_profile;

/* Include resolution, in shaderc's shape. On success fill `*content` (not
 * necessarily NUL-terminated, `*content_length` bytes) and
 * `*resolved_name`; on failure return nonzero and put the reason in
 * `*content`. Memory stays the callback's until `release` is called with the
 * same `*release_data`. */
typedef int (*glspv_include_resolve_fn)(void *user, const char *requested, int is_system,
                                        const char *requesting, size_t depth, const char **content,
                                        size_t *content_length, const char **resolved_name,
                                        void **release_data);
typedef void (*glspv_include_release_fn)(void *user, void *release_data);

/* Compilation options: create, set, share read-only between threads. */
typedef struct glspv_options glspv_options;

GLSPV_API glspv_status glspv_options_create(glspv_options **options);
GLSPV_API glspv_status glspv_options_clone(const glspv_options *options, glspv_options **copy);
GLSPV_API void glspv_options_destroy(glspv_options *options);
GLSPV_API glspv_status glspv_options_set_target_env(glspv_options *options, glspv_target_env env);

/* Whose GLSL a shader is, as glslang's --client names it. Vulkan's
 * (GL_KHR_vulkan_glsl): resources need a binding, interfaces a location,
 * non-opaque uniforms live in blocks, push constants, gl_VertexIndex.
 * OpenGL's: default-block uniforms, automatic locations, no binding needed,
 * gl_VertexID, and the forms GL_KHR_vulkan_glsl removes (subroutines,
 * atomic counters, gl_DepthRange) and the compatibility profile's.
 * The client is the target environment's: the vulkan* environments are the
 * Vulkan client, the opengl* ones the OpenGL client (the default is
 * vulkan1.0). Setting the OpenGL client on a Vulkan environment picks
 * opengl4.5; the Vulkan client on an OpenGL environment picks vulkan1.0;
 * either leaves an environment of its own client as it is. Under the OpenGL
 * client glspv_compile makes SPIR-V for OpenGL (GL_ARB_gl_spirv's rules,
 * glslangValidator -G) and glspv_check validates the GLSL as an OpenGL
 * driver compiles it, with no SPIR-V rules (glslangValidator without -V):
 * desktop GLSL 1.10 to 4.60, core and compatibility, and GLSL ES 1.00 to
 * 3.20. */
typedef enum glspv_client {
    GLSPV_CLIENT_VULKAN = 1,
    GLSPV_CLIENT_OPENGL = 2
} glspv_client;
GLSPV_API glspv_status glspv_options_set_client(glspv_options *options, glspv_client client);
/* The client of the options' target environment. */
GLSPV_API glspv_client glspv_options_get_client(const glspv_options *options);
/* -D NAME[=VALUE]: a NULL value defines NAME as empty (as glslc does). */
GLSPV_API glspv_status glspv_options_add_macro(glspv_options *options, const char *name, const char *value);
/* -U NAME. */
GLSPV_API glspv_status glspv_options_undefine_macro(glspv_options *options, const char *name);
GLSPV_API glspv_status glspv_options_add_include_dir(glspv_options *options, const char *dir);
GLSPV_API glspv_status glspv_options_set_include_callbacks(glspv_options *options,
                                                           glspv_include_resolve_fn resolve,
                                                           glspv_include_release_fn release, void *user);
/* -std=450core: overrides #version. version 0 clears it. */
GLSPV_API glspv_status glspv_options_set_forced_version(glspv_options *options, int version, glspv_profile profile);
/* The version assumed when the source has no #version (default 110, as glslc). */
GLSPV_API glspv_status glspv_options_set_default_version(glspv_options *options, int version,
                                                         glspv_profile profile);

enum {
    GLSPV_FLAG_SHOW_COLUMN = 1u << 0,   /* "file:line:col:" and a caret line in the log */
    GLSPV_FLAG_WARNINGS_AS_ERRORS = 1u << 1,
    GLSPV_FLAG_NO_WARNINGS = 1u << 2,
    GLSPV_FLAG_INCLUDES_NEED_EXTENSION = 1u << 3, /* #include needs GL_GOOGLE_include_directive (glslang) */
    GLSPV_FLAG_DUMP_AST = 1u << 4,         /* glspv_parse: the result's text is the syntax tree */
    GLSPV_FLAG_DEBUG_INFO = 1u << 5,       /* -g: OpString and OpSource with the text of each file, OpLine */
    /* Inputs and outputs without layout(location) get the lowest free
     * locations, in declaration order (glslc -fauto-map-locations). */
    GLSPV_FLAG_AUTO_MAP_LOCATIONS = 1u << 6,
    /* Uniforms, buffers, samplers and images without layout(binding) get the
     * lowest free binding of their descriptor set, in declaration order
     * (glslc -fauto-bind-uniforms). Without it they take binding 0. */
    GLSPV_FLAG_AUTO_BIND_UNIFORMS = 1u << 7,
    /* min, max and clamp of floats return the operand that is not NaN
     * (GLSL.std.450 NMin, NMax, NClamp; glslc -fnan-clamp). */
    GLSPV_FLAG_NAN_CLAMP = 1u << 8,
    /* With optimization, keep the names (OpName, OpMemberName) and OpSource,
     * as glslangValidator -Os does; by default they go unless
     * GLSPV_FLAG_DEBUG_INFO is set, as glslc -O and -Os do. */
    GLSPV_FLAG_OPT_KEEP_NAMES = 1u << 9,
    /* With optimization, keep every resource with a binding, used or not
     * (glslc -fpreserve-bindings): a pipeline layout made from the source
     * still matches the module. */
    GLSPV_FLAG_PRESERVE_BINDINGS = 1u << 10,
    /* Debug information for source-level debuggers (glslangValidator -gV):
     * GLSPV_FLAG_DEBUG_INFO and NonSemantic.Shader.DebugInfo.100 (the
     * compilation unit, types, functions, lexical scopes, local and global
     * variables, a DebugLine per statement; SPV_KHR_non_semantic_info below
     * SPIR-V 1.6). OpSource names the main file without its text. With
     * optimization it is GLSPV_FLAG_DEBUG_INFO alone (the optimizer moves
     * and drops what the extended instructions describe). */
    GLSPV_FLAG_DEBUG_INFO_SHADER = 1u << 11,
    /* The same with each file's text in its DebugSource (glslangValidator
     * -gVS); implies GLSPV_FLAG_DEBUG_INFO_SHADER. */
    GLSPV_FLAG_DEBUG_INFO_SHADER_SOURCE = 1u << 12,
    /* Separate textures become combined image samplers and samplers go
     * away (glslc -fauto-combined-image-sampler): texture2D t declares a
     * sampler2D, sampler2D(t, s) is t, and functions lose their sampler
     * parameters. For sources written for separate samplers that must run
     * where only combined ones are bound (OpenGL, some engines). */
    GLSPV_FLAG_AUTO_COMBINED_IMAGE_SAMPLER = 1u << 13
};
GLSPV_API glspv_status glspv_options_set_flags(glspv_options *options, uint32_t flags);
/* Memory for the calls made with these options (and their results) comes
 * from `allocator` (copied; NULL: the C library). Both functions needed. */
GLSPV_API glspv_status glspv_options_set_allocator(glspv_options *options, const glspv_allocator *allocator);

/* Preprocesses `length` bytes of GLSL (glslc -E): the result's text is the
 * preprocessed source, its dependencies the files included. `name` labels
 * the source in messages and is where relative includes start. */
GLSPV_API glspv_status glspv_preprocess(const glspv_options *options, glspv_stage stage, const char *source,
                                        size_t length, const char *name, glspv_result **result);

/* Checks the syntax of `length` bytes of GLSL (glslc -fsyntax-only):
 * preprocesses and parses. With GLSPV_FLAG_DUMP_AST the result's text is
 * the syntax tree, one node per line (for tests and debugging; its form may
 * change between versions). */
GLSPV_API glspv_status glspv_parse(const glspv_options *options, glspv_stage stage, const char *source,
                                   size_t length, const char *name, glspv_result **result);

/* Runs every check of glspv_compile on `length` bytes of GLSL (the
 * preprocessor, the parser, the semantic and interface rules) and gives
 * the diagnostics but no words (glslc -fsyntax-only: the linter's call).
 * GLSPV_OK when the shader is valid, else GLSPV_ERROR_COMPILE. Under the
 * OpenGL client (glspv_options_set_client) the rules are OpenGL's GLSL
 * without SPIR-V (glslangValidator without -V), not glspv_compile's. */
GLSPV_API glspv_status glspv_check(const glspv_options *options, glspv_stage stage, const char *source,
                                   size_t length, const char *name, glspv_result **result);

/* Compiles `length` bytes of GLSL for `stage` (GLSPV_STAGE_INFER: from
 * #pragma shader_stage) to SPIR-V for the options' target environment. The
 * entry point is "main". On errors the status is GLSPV_ERROR_COMPILE and the
 * result has the diagnostics but no words. */
GLSPV_API glspv_status glspv_compile(const glspv_options *options, glspv_stage stage, const char *source,
                                     size_t length, const char *name, glspv_result **result);

/* One GLSL source of several compiled together. */
typedef struct glspv_source {
    const char *text;
    size_t length;
    const char *name; /* for messages; NULL: "<source>" */
} glspv_source;

/* Compiles `count` sources of one stage into one module, as glslangValidator
 * links the files it is given: each source is preprocessed and parsed on
 * its own, then all are checked as one program. Globals (variables, blocks,
 * structs) declared alike in several sources are one; a function may be
 * defined in one source and declared in the others; exactly one defines
 * main(). With GLSPV_STAGE_INFER the first source's #pragma shader_stage
 * gives the stage. At most 256 sources. Results as glspv_compile. */
GLSPV_API glspv_status glspv_compile_linked(const glspv_options *options, glspv_stage stage,
                                            const glspv_source *sources, size_t count, glspv_result **result);
/* glspv_check of several sources of one stage, checked together as
 * glspv_compile_linked links them. */
GLSPV_API glspv_status glspv_check_linked(const glspv_options *options, glspv_stage stage,
                                          const glspv_source *sources, size_t count, glspv_result **result);

/* The SPIR-V version to emit (0x00010300 for 1.3), overriding the one the
 * target environment implies (glslc --target-spv); 0 goes back to that. */
GLSPV_API glspv_status glspv_options_set_target_spirv(glspv_options *options, uint32_t version);

/* The optimization level of glspv_compile (default GLSPV_OPT_NONE: the
 * words as the compiler emits them, byte for byte). */
GLSPV_API glspv_status glspv_options_set_optimization(glspv_options *options, glspv_optimization level);

/* The name OpEntryPoint gives main(), whose OpName follows it
 * (glslangValidator's -e NAME --source-entrypoint main); NULL or "main":
 * main. The string is copied. */
GLSPV_API glspv_status glspv_options_set_entry_point_name(glspv_options *options, const char *name);

/* The kinds of resource whose bindings glslc's -fimage-binding-base,
 * -fsampler-binding-base, -ftexture-binding-base, -fubo-binding-base,
 * -fssbo-binding-base and -fuav-binding-base move (shaderc's
 * shaderc_uniform_kind, in its order). */
typedef enum glspv_resource_kind {
    GLSPV_RESOURCE_IMAGE,          /* storage images: image2D, imageBuffer */
    GLSPV_RESOURCE_SAMPLER,        /* samplers: sampler, samplerShadow */
    GLSPV_RESOURCE_TEXTURE,        /* sampler2D, texture2D, samplerBuffer, subpassInput */
    GLSPV_RESOURCE_UNIFORM_BUFFER, /* uniform blocks */
    GLSPV_RESOURCE_STORAGE_BUFFER, /* buffer blocks */
    GLSPV_RESOURCE_UAV,            /* HLSL's unordered access views: GLSL has none, so no effect */
    GLSPV_RESOURCE_KIND_COUNT
} glspv_resource_kind;

/* Binding bases, as glslang's binding shifts: every binding a resource of
 * `kind` is declared with is moved up by `base`, and with
 * GLSPV_FLAG_AUTO_BIND_UNIFORMS one without a binding that the shader uses
 * takes the lowest free binding of its set from `base` up (an unused one
 * gets binding 0). The first call sets every stage; the second one stage,
 * and the later call wins. */
GLSPV_API glspv_status glspv_options_set_binding_base(glspv_options *options, glspv_resource_kind kind,
                                                      uint32_t base);
GLSPV_API glspv_status glspv_options_set_binding_base_for_stage(glspv_options *options, glspv_stage stage,
                                                                glspv_resource_kind kind, uint32_t base);

/* A binding base for one descriptor set (glslangValidator's
 * --shift-*-binding [stage] base set): the resources of `kind` in `set`
 * move by `base` instead of the kind's own base. GLSPV_STAGE_INFER: every
 * stage. A later call for the same stage, kind and set replaces the base;
 * at most GLSPV_MAX_SET_BINDING_BASES of them (GLSPV_ERROR_INVALID_ARGUMENT
 * past that). */
#define GLSPV_MAX_SET_BINDING_BASES 64
GLSPV_API glspv_status glspv_options_set_binding_base_for_set(glspv_options *options, glspv_stage stage,
                                                              glspv_resource_kind kind, uint32_t set, uint32_t base);

/* The descriptor set of the uniforms, buffers, samplers and images declared
 * without layout(set) (glslangValidator's --resource-set-binding [stage]
 * set; default 0). GLSPV_STAGE_INFER: every stage. */
GLSPV_API glspv_status glspv_options_set_default_set(glspv_options *options, glspv_stage stage, uint32_t set);

/* Limits on what one compilation may take from its input, so that no text,
 * however hostile, makes the compiler run out of stack, memory or time.
 * Each exceeded limit is a located error that names the limit, and the
 * defaults are far above what real shaders need (docs/limits.md lists them
 * with the figures of the largest shaders seen). */
typedef enum glspv_limit {
    GLSPV_LIMIT_SOURCE_BYTES = 0,     /* bytes of one source or included file */
    GLSPV_LIMIT_TOKENS,               /* tokens after preprocessing, all files together */
    GLSPV_LIMIT_MACRO_EXPANSION,      /* tokens made by macro expansion, all together */
    GLSPV_LIMIT_INCLUDE_DEPTH,        /* #include nesting */
    GLSPV_LIMIT_NESTING_DEPTH,        /* nesting of expressions, statements and declarators */
    GLSPV_LIMIT_IDENTIFIER_LENGTH,    /* characters in one name */
    GLSPV_LIMIT_STRUCT_MEMBERS,       /* members of one structure or block */
    GLSPV_LIMIT_FUNCTION_PARAMETERS,  /* parameters of one function, arguments of one call */
    GLSPV_LIMIT_CONSTANT_ELEMENTS,    /* elements of one constant array or initializer the compiler builds */
    GLSPV_LIMIT_MODULE_WORDS,         /* words of the SPIR-V module made */
    GLSPV_LIMIT_MEMORY_MIB,           /* MiB of memory one compilation may take, all its data together */
    GLSPV_LIMIT_COUNT
} glspv_limit;
/* Sets one limit for the calls made with these options; 0 restores the
 * default. GLSPV_ERROR_INVALID_ARGUMENT for an unknown limit. */
GLSPV_API glspv_status glspv_options_set_limit(glspv_options *options, glspv_limit limit, uint32_t value);
/* The limit in force (`options` NULL: the default); 0 for an unknown one. */
GLSPV_API uint32_t glspv_options_get_limit(const glspv_options *options, glspv_limit limit);
/* The limit's name as messages and docs/limits.md spell it ("nesting-depth"),
 * or NULL for an unknown one. */
GLSPV_API const char *glspv_limit_name(glspv_limit limit);

/* Resource limits: glslang's TBuiltInResource, by its names
 * ("MaxDrawBuffers", "MaxComputeWorkGroupSizeX", ...): the values of the
 * built-in constants (gl_MaxDrawBuffers) and the limits shaders are held to
 * (a fragment output's location below MaxDrawBuffers, ...). Two sets of
 * defaults: glslangValidator's (what its -c prints; the reference
 * compiler's, so new options start with them) and glslc's (shaderc's, what
 * glslc --show-limits prints: 8 draw buffers where glslang has 32, ...). */
typedef enum glspv_resource_preset {
    GLSPV_RESOURCES_GLSLC = 0,
    GLSPV_RESOURCES_GLSLANG
} glspv_resource_preset;
/* How many limits there are, and each one's name and default, in glslang's
 * order (index 0 .. count-1); NULL and 0 past the end. */
GLSPV_API size_t glspv_resource_limit_count(void);
GLSPV_API const char *glspv_resource_limit_name(size_t index);
GLSPV_API int glspv_resource_limit_default(size_t index, glspv_resource_preset preset);
/* Whether glslc --show-limits lists the limit (glslc knows 83 of them). */
GLSPV_API int glspv_resource_limit_in_glslc(size_t index);
/* Every limit back to a preset's default. */
GLSPV_API glspv_status glspv_options_set_resource_preset(glspv_options *options, glspv_resource_preset preset);
/* One limit by name (its case as listed); GLSPV_ERROR_INVALID_ARGUMENT for
 * an unknown name. */
GLSPV_API glspv_status glspv_options_set_resource_limit(glspv_options *options, const char *name, int value);
/* The limit in force (`options` NULL: glslang's default); 0 for an unknown name. */
GLSPV_API int glspv_options_get_resource_limit(const glspv_options *options, const char *name);

/* Files read through #include, in the order first included. */
GLSPV_API size_t glspv_result_dependency_count(const glspv_result *result);
GLSPV_API const char *glspv_result_dependency(const glspv_result *result, size_t index);

#ifdef __cplusplus
}
#endif

#endif
