/* glspv-run: runs VkRunner-format shader_test scripts on a Vulkan driver.
 *
 * The program is a pipeline of four steps, one group of files each:
 *
 *   script.c, commands.c, values.c,  text -> Script (sections, [test] commands;
 *   textures.c                       textures.c: texture/sampler/image lines)
 *   vk.c, features.c                 Script requirements -> instance and device
 *   resources.c, images.c,           Script -> framebuffer, buffers, textures and
 *   pipeline.c                       storage images, descriptors, shader
 *                                    modules and one pipeline per key
 *   exec.c, png.c                    Script commands -> command buffers, probes
 *
 * main.c (the thin main()) reads the options and runs each script through
 * those steps. Nothing here is global: a Script owns everything it parsed and
 * a Runner (exec.c) owns every Vulkan object it made; both are freed whole. */
#ifndef GLSPV_RUN_H
#define GLSPV_RUN_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <vulkan/vulkan.h>

#if defined(__GNUC__)
#define RUN_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define RUN_PRINTF(f, a)
#endif

#define RUN_COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* ---- util.c: memory that never returns NULL, growable arrays, files ---- */

void *run_alloc(size_t size);                  /* zeroed; exits on out of memory */
void *run_realloc(void *ptr, size_t size);
char *run_strndup(const char *s, size_t len);
char *run_strdup(const char *s);
char *run_printf(const char *fmt, ...) RUN_PRINTF(1, 2);

/* A growable array: declare ARRAY(T) a = {0}; free a.data when done. */
#define ARRAY(T) struct { T *data; size_t len, cap; }
#define array_push(a, value)                                                          \
    do {                                                                              \
        if ((a)->len == (a)->cap)                                                     \
            array_grow_((void **)&(a)->data, &(a)->cap, sizeof(*(a)->data), (a)->len + 1); \
        (a)->data[(a)->len++] = (value);                                              \
    } while (0)
void array_grow_(void **data, size_t *cap, size_t elem, size_t need);

/* The whole file, NUL-terminated; NULL with errno set on failure. */
char *run_read_file(const char *path, size_t *len);

/* IEEE half <-> float conversions (round to nearest even). */
uint16_t run_half_from_float(float f);
float run_half_to_float(uint16_t h);

/* ---- format.c: VkFormat names and how to read and write their texels ---- */

typedef enum FormatMode {
    MODE_UNORM, MODE_SNORM, MODE_USCALED, MODE_SSCALED, MODE_UINT, MODE_SINT,
    MODE_UFLOAT, MODE_SFLOAT, MODE_SRGB
} FormatMode;

typedef struct FormatPart {
    char component; /* 'R', 'G', 'B', 'A', 'D', 'S' or 'X' (unused bits) */
    int bits;
    FormatMode mode;
} FormatPart;

typedef struct Format {
    const char *name; /* without VK_FORMAT_ */
    VkFormat vk;
    int packed_bits;  /* 0 unless the name ends in _PACKn */
    int n_parts;
    FormatPart parts[4];
} Format;

/* NULL when the name (without VK_FORMAT_) is unknown. Looks a name up in a
 * const table and derives the parts from it, into *out. */
bool format_lookup(const char *name, Format *out);
/* Format with the given bit size, mode and component count (R, RG, RGB, RGBA). */
bool format_lookup_details(int bits, FormatMode mode, int n_components, Format *out);
size_t format_size(const Format *f);
size_t format_alignment(const Format *f);
/* Loads one texel as RGBA doubles (missing components 0, alpha 1). False if
 * the format cannot be read back (compressed, shared exponent). */
bool format_load_pixel(const Format *f, const uint8_t *texel, double rgba[4]);
bool format_is_depth(const Format *f);
bool format_has_stencil(const Format *f);
/* Can format_store_pixel write this format? (Not shared-exponent formats.) */
bool format_can_store(const Format *f);
/* Stores RGBA doubles as one texel, the inverse of format_load_pixel:
 * normalized values are clamped and rounded to nearest, integers clamped to
 * their range, sRGB colour components encoded from linear; depth is R. */
void format_store_pixel(const Format *f, const double rgba[4], uint8_t *texel);
/* UINT or SINT components (sampled as integers, probed exactly). */
bool format_is_integer(const Format *f);

/* ---- values.c: GLSL value types, std140/std430 layout, comparisons ---- */

typedef enum BaseType {
    BT_INT, BT_UINT, BT_INT8, BT_UINT8, BT_INT16, BT_UINT16, BT_INT64, BT_UINT64,
    BT_FLOAT16, BT_FLOAT, BT_DOUBLE
} BaseType;

typedef struct ValueType {
    BaseType base;
    int columns; /* 1 for scalars and vectors */
    int rows;    /* components of a vector, rows of a matrix */
} ValueType;

typedef struct Layout {
    bool std140;    /* else std430 */
    bool row_major; /* only changes where matrix components go in memory */
} Layout;

typedef enum CompareOp { CMP_EQ, CMP_NE, CMP_LT, CMP_LE, CMP_GT, CMP_GE, CMP_FUZZY } CompareOp;

typedef struct Tolerance {
    double value[4];
    bool percent;
} Tolerance;

bool value_type_parse(const char *name, ValueType *out);
size_t base_type_size(BaseType b);
bool base_type_is_float(BaseType b);
size_t value_type_size(ValueType t, Layout l);
size_t value_type_array_stride(ValueType t, Layout l);
/* Byte offset of component (column, row) inside one value. */
size_t value_component_offset(ValueType t, Layout l, int column, int row);
bool compare_op_parse(const char *text, CompareOp *out);
const char *compare_op_name(CompareOp op);
/* Component `c` of a probe compares expected against observed. */
bool tolerance_equal(const Tolerance *t, int component, double observed, double expected);
/* Compares one component stored at `observed` and `expected` (same base type). */
bool value_compare(BaseType b, CompareOp op, const Tolerance *t, int component, const uint8_t *observed,
                   const uint8_t *expected);
/* Writes the component at `p` as text, enough digits to round-trip. */
void value_format(BaseType b, const uint8_t *p, char *buf, size_t size);

/* ---- the parsed script (script.c, commands.c) ---- */

typedef enum Stage {
    STAGE_VERTEX, STAGE_TESS_CTRL, STAGE_TESS_EVAL, STAGE_GEOMETRY, STAGE_FRAGMENT, STAGE_COMPUTE,
    N_STAGES
} Stage;

extern const char *const stage_names[N_STAGES];      /* "vertex", "tessellation control", ... */
extern const char *const stage_short_names[N_STAGES]; /* "vert", "tesc", ... (glslang -S) */

typedef enum ShaderKind { SHADER_GLSL, SHADER_SPIRV, SHADER_BINARY } ShaderKind;

typedef struct Shader {
    ShaderKind kind;
    int line;              /* of the section header */
    char *text;            /* GLSL or assembly; NULL for binary */
    size_t text_len;
    uint32_t *words;       /* binary */
    size_t n_words;
} Shader;

typedef enum BufferType { BUFFER_UBO, BUFFER_SSBO } BufferType;

typedef struct ScriptBuffer {
    uint32_t set, binding;
    BufferType type;
    size_t size;
    int line; /* first mention, for messages */
} ScriptBuffer;

/* Textures, samplers and storage images ([test] "texture", "sampler",
 * "image"; textures.c parses them, images.c makes them). */
typedef enum ImageType {
    IMAGE_1D, IMAGE_2D, IMAGE_3D, IMAGE_CUBE, IMAGE_1D_ARRAY, IMAGE_2D_ARRAY, IMAGE_CUBE_ARRAY, IMAGE_BUFFER
} ImageType;

typedef enum ImageKind {
    KIND_TEXTURE, /* sampled: a combined image sampler, a sampled image or a uniform texel buffer */
    KIND_SAMPLER, /* a sampler alone */
    KIND_STORAGE  /* a storage image or storage texel buffer */
} ImageKind;

typedef enum PatternKind {
    PATTERN_FILL, PATTERN_RGBW, PATTERN_LEVELS_PALETTE, PATTERN_LAYERS_PALETTE, PATTERN_COORDS
} PatternKind;

typedef struct Pattern {
    PatternKind kind;
    double fill[4]; /* PATTERN_FILL */
} Pattern;

typedef enum BorderColor { BORDER_TRANSPARENT_BLACK, BORDER_OPAQUE_BLACK, BORDER_OPAQUE_WHITE } BorderColor;

typedef struct SamplerInfo {
    VkFilter filter;
    VkSamplerMipmapMode mipmap;
    VkSamplerAddressMode wrap;
    BorderColor border;
    bool compare;
    VkCompareOp compare_op;
    bool unnormalized;
    float lod_bias, min_lod, max_lod;
    bool given; /* any option was written */
} SamplerInfo;

typedef struct ScriptImage {
    uint32_t set, binding;
    ImageKind kind;
    ImageType type;      /* not for samplers */
    bool separate;       /* a texture without a sampler (VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE) */
    Format format;
    uint32_t width, height;
    uint32_t depth;      /* of a 3D image; else its layers (6 per cube) */
    uint32_t levels, samples;
    Pattern pattern;
    SamplerInfo sampler; /* combined textures and samplers */
    int line;
} ScriptImage;

typedef struct VertexAttrib {
    uint32_t location;
    Format format;
    size_t offset;
} VertexAttrib;

typedef struct VertexData {
    ARRAY(VertexAttrib) attribs;
    ARRAY(uint8_t) bytes;
    size_t stride;
    size_t n_rows;
    bool header_seen;
    int line;
} VertexData;

/* Pipeline state keys: one X-macro list gives the name, the kind of value
 * and the default, so the table, the defaults and the pipeline builder stay
 * in step. Values are kept as doubles: they hold every uint32 exactly. */
#define PIPELINE_PROPERTIES(P)                                   \
    P(topology, PROP_INT, VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST)   \
    P(primitiveRestartEnable, PROP_BOOL, 0)                      \
    P(patchControlPoints, PROP_INT, 3)                           \
    P(depthClampEnable, PROP_BOOL, 0)                            \
    P(rasterizerDiscardEnable, PROP_BOOL, 0)                     \
    P(polygonMode, PROP_INT, VK_POLYGON_MODE_FILL)               \
    P(cullMode, PROP_INT, VK_CULL_MODE_NONE)                     \
    P(frontFace, PROP_INT, VK_FRONT_FACE_COUNTER_CLOCKWISE)      \
    P(depthBiasEnable, PROP_BOOL, 0)                             \
    P(depthBiasConstantFactor, PROP_FLOAT, 0)                    \
    P(depthBiasClamp, PROP_FLOAT, 0)                             \
    P(depthBiasSlopeFactor, PROP_FLOAT, 0)                       \
    P(lineWidth, PROP_FLOAT, 1)                                  \
    P(logicOpEnable, PROP_BOOL, 0)                               \
    P(logicOp, PROP_INT, VK_LOGIC_OP_COPY)                       \
    P(blendEnable, PROP_BOOL, 0)                                 \
    P(srcColorBlendFactor, PROP_INT, VK_BLEND_FACTOR_ONE)        \
    P(dstColorBlendFactor, PROP_INT, VK_BLEND_FACTOR_ZERO)       \
    P(colorBlendOp, PROP_INT, VK_BLEND_OP_ADD)                   \
    P(srcAlphaBlendFactor, PROP_INT, VK_BLEND_FACTOR_ONE)        \
    P(dstAlphaBlendFactor, PROP_INT, VK_BLEND_FACTOR_ZERO)       \
    P(alphaBlendOp, PROP_INT, VK_BLEND_OP_ADD)                   \
    P(colorWriteMask, PROP_INT, 0xf)                             \
    P(depthTestEnable, PROP_BOOL, 0)                             \
    P(depthWriteEnable, PROP_BOOL, 0)                            \
    P(depthCompareOp, PROP_INT, VK_COMPARE_OP_LESS)              \
    P(depthBoundsTestEnable, PROP_BOOL, 0)                       \
    P(stencilTestEnable, PROP_BOOL, 0)                           \
    P(front_failOp, PROP_INT, VK_STENCIL_OP_KEEP)                \
    P(front_passOp, PROP_INT, VK_STENCIL_OP_KEEP)                \
    P(front_depthFailOp, PROP_INT, VK_STENCIL_OP_KEEP)           \
    P(front_compareOp, PROP_INT, VK_COMPARE_OP_ALWAYS)           \
    P(front_compareMask, PROP_INT, 0xffffffffu)                  \
    P(front_writeMask, PROP_INT, 0xffffffffu)                    \
    P(front_reference, PROP_INT, 0)                              \
    P(back_failOp, PROP_INT, VK_STENCIL_OP_KEEP)                 \
    P(back_passOp, PROP_INT, VK_STENCIL_OP_KEEP)                 \
    P(back_depthFailOp, PROP_INT, VK_STENCIL_OP_KEEP)            \
    P(back_compareOp, PROP_INT, VK_COMPARE_OP_ALWAYS)            \
    P(back_compareMask, PROP_INT, 0xffffffffu)                   \
    P(back_writeMask, PROP_INT, 0xffffffffu)                     \
    P(back_reference, PROP_INT, 0)                               \
    P(minDepthBounds, PROP_FLOAT, 0)                             \
    P(maxDepthBounds, PROP_FLOAT, 1)

typedef enum PropKind { PROP_BOOL, PROP_INT, PROP_FLOAT } PropKind;

enum {
#define P(name, kind, def) PROP_##name,
    PIPELINE_PROPERTIES(P)
#undef P
    N_PROPS
};

typedef enum PipelineType { PIPELINE_GRAPHICS, PIPELINE_COMPUTE } PipelineType;
typedef enum VertexSource { SOURCE_RECT, SOURCE_VERTEX_DATA } VertexSource;

/* `specialization constant ID TYPE VALUE`: one scalar for every stage. */
#define MAX_SPEC_CONSTANTS 16
typedef struct SpecConstant {
    uint32_t id, size;
    uint8_t data[8];
} SpecConstant;

typedef struct PipelineKey {
    PipelineType type;
    VertexSource source;
    double props[N_PROPS];
    const char *entrypoints[N_STAGES]; /* owned by the script; NULL means "main" */
    uint32_t n_spec;
    SpecConstant spec[MAX_SPEC_CONSTANTS]; /* by id, each id once */
} PipelineKey;

bool pipeline_key_equal(const PipelineKey *a, const PipelineKey *b);
const char *pipeline_key_entrypoint(const PipelineKey *k, Stage s);

typedef enum CommandKind {
    CMD_DRAW_RECT, CMD_DRAW_ARRAYS, CMD_COMPUTE, CMD_PROBE_RECT, CMD_PROBE_SSBO, CMD_PROBE_IMAGE,
    CMD_SET_PUSH, CMD_SET_BUFFER, CMD_CLEAR, CMD_EXPECT_PRINTF
} CommandKind;

typedef struct Command {
    CommandKind kind;
    int line;
    size_t key;            /* pipeline key index: draws and compute */
    union {
        struct { float x, y, w, h; size_t rect_index; } rect;
        struct {
            VkPrimitiveTopology topology;
            bool indexed;
            uint32_t first, count, instances;
        } arrays;
        struct { uint32_t x, y, z; } compute;
        struct {
            int n_components;
            uint32_t x, y, w, h;
            uint32_t view;     /* the framebuffer layer ([require] views) */
            double color[4];
            Tolerance tolerance;
        } probe;
        struct {
            uint32_t set, binding;
            ValueType type;
            Layout layout;
            CompareOp op;
            size_t offset;
            uint8_t *values;   /* n_values, each value_type_size bytes, packed */
            size_t n_values;
            Tolerance tolerance;
        } probe_ssbo;
        struct {
            uint32_t set, binding, layer, level;
            uint32_t x, y, w, h;
            int n_components;  /* the first n are compared */
            double color[4];
            Tolerance tolerance;
        } probe_image;
        struct {
            uint32_t set, binding; /* CMD_SET_BUFFER only */
            size_t offset;
            uint8_t *data;
            size_t size;
            /* "address": the 8 bytes are the device address of buffer
             * addr_set:addr_binding plus addr_offset, known when it runs. */
            bool address;
            uint32_t addr_set, addr_binding;
            uint64_t addr_offset;
        } set;
        struct { float color[4]; float depth; uint32_t stencil; } clear;
        struct { const char *text; } expect_printf; /* owned by the script's strings */
    } u;
} Command;

typedef struct Requirement {
    char *name; /* a feature member or an extension name */
    int line;
} Requirement;

typedef struct Script {
    const char *filename;
    ARRAY(Shader) shaders[N_STAGES];
    ARRAY(Command) commands;
    ARRAY(PipelineKey) keys;
    ARRAY(ScriptBuffer) buffers;
    ARRAY(ScriptImage) images; /* in the order the script declares them */
    ARRAY(Requirement) requirements;
    ARRAY(char *) strings;   /* entrypoint names, owned here */
    ARRAY(uint16_t) indices;
    VertexData vertex_data;
    bool has_vertex_data;
    uint32_t vulkan_version; /* VK_MAKE_API_VERSION; 0 when not required */
    Format color_format;
    Format depth_format;
    bool has_depth;
    uint32_t width, height;
    uint32_t views;          /* [require] views N: a multiview framebuffer of N layers; 0: none */
    size_t push_size;        /* bytes of push constants the script sets */
    bool device_addresses;   /* some command writes a buffer's device address: buffers get one */
    size_t n_rects;          /* draw rect commands, for the vertex buffer */
    bool expects_printf;     /* an `expect printf` line: debug printf is captured */
} Script;

/* A replacement given with -D TOK=REPL. */
typedef struct Replacement {
    const char *token, *replacement;
} Replacement;

/* Parses the text of a script. On error prints "FILE:LINE: error: ..." to
 * `err` and returns false; the script is still safe to free. */
bool script_parse(Script *s, const char *filename, const char *text, size_t len, const Replacement *repl,
                  size_t n_repl);
void script_free(Script *s);

/* ---- the [test] section parser (commands.c), called by script.c ---- */

typedef struct Parser Parser;

/* The state the [test] section carries from line to line. */
typedef struct TestState {
    Tolerance tolerance;
    float clear_color[4];
    float clear_depth;
    uint32_t clear_stencil;
    Layout push_layout, ubo_layout, ssbo_layout;
    PipelineKey key;
} TestState;

void test_state_init(TestState *t);
bool parse_test_line(Parser *p, TestState *t, char *line);

/* script.c helpers shared with commands.c: a Parser reports errors with the
 * file and the line of the logical line being parsed. */
struct Parser {
    Script *script;
    int line;
    bool failed;
};
bool parse_error(Parser *p, const char *fmt, ...) RUN_PRINTF(2, 3);

/* A cursor over one line: each reader skips leading blanks, reads one item
 * and leaves `*s` after it. They return false (and report) on bad input. */
char *next_word(char **s);                 /* NULL at end of line */
bool at_end(char *s);
bool eat_word(char **s, const char *word); /* consumes the word only if it matches */
bool eat_char(char **s, char c);
bool read_u32(Parser *p, char **s, uint32_t *out);
bool read_i64(Parser *p, char **s, int64_t *out);
bool read_u64(Parser *p, char **s, uint64_t *out);
bool read_double(Parser *p, char **s, double *out); /* "0x..." gives the bits of a double */
bool read_float(Parser *p, char **s, float *out);   /* "0x..." gives the bits of a float */
bool read_half(Parser *p, char **s, uint16_t *out); /* "0x..." gives the bits of a half */
/* One component of `base` type into `dst`. */
bool read_component(Parser *p, char **s, BaseType base, uint8_t *dst);
bool read_format(Parser *p, char *name, Format *out);
/* commands.c: [SET:]BINDING; "(a, b, ...)" with n numbers; nothing left. */
bool read_binding(Parser *p, char **s, uint32_t *set, uint32_t *binding);
bool read_tuple(Parser *p, char **s, int n, double *out);
bool expect_end(Parser *p, char *s);

/* ---- textures.c: texture, sampler and image declarations, probe image ---- */

bool parse_texture(Parser *p, char *s);       /* after "texture" */
bool parse_sampler(Parser *p, char *s);       /* after "sampler" */
bool parse_storage_image(Parser *p, char *s); /* after "image" */
bool parse_probe_image(Parser *p, TestState *t, char *s); /* after "probe image" */
/* Index into Script.images of set:binding, or -1. */
int find_image(const Script *s, uint32_t set, uint32_t binding);
/* Array layers of the image (1 for 3D and buffers; 6 per cube). */
uint32_t image_layers(const ScriptImage *im);
/* Width, height and depth of one mip level (depth 1 unless 3D). */
void image_level_extent(const ScriptImage *im, uint32_t level, uint32_t *w, uint32_t *h, uint32_t *d);
/* The pattern's value of texel (x, y, z) of `level`; z is the layer, cube
 * face or 3D slice. */
void pattern_texel(const ScriptImage *im, uint32_t level, uint32_t x, uint32_t y, uint32_t z, double rgba[4]);

/* ---- features.c: the [require] names ---- */

typedef struct FeatureInfo {
    const char *struct_name;   /* "VkPhysicalDeviceFeatures" for core ones */
    VkStructureType stype;     /* 0 for VkPhysicalDeviceFeatures */
    size_t struct_size;
    size_t offset;             /* of the VkBool32 member */
    const char *extension;     /* NULL for core 1.0 */
    uint32_t core_version;     /* where the struct became core; 0 never */
} FeatureInfo;

/* NULL when the name is not a known feature. */
const FeatureInfo *feature_find(const char *name);

/* ---- vk.c: instance, device, requirements ---- */

typedef enum RunResult { RESULT_PASS, RESULT_FAIL, RESULT_SKIP } RunResult;

typedef struct Options {
    const char *compiler;     /* GLSL compiler command, default glslangValidator */
    int optimization;         /* -O, -Os: a glspv_optimization for libglspv */
    const char *assembler;    /* --spirv-as: an assembler command instead of libglspv's */
    const char *image_file;
    const char *buffer_file;
    bool buffer_binding_given;
    uint32_t buffer_set, buffer_binding;
    bool validate;
    bool via_layer;           /* GLSL to vkCreateShaderModule as text (VK_NV_glsl_shader) */
    bool quiet;
    bool disasm;
    bool debug_printf;        /* --debug-printf: the validation layer's debug printf, messages printed */
    uint32_t device_id;       /* 1-based; 0 picks the first suitable */
} Options;

/* The instance glspv-run keeps from one script to the next (main.c owns it):
 * loading the layers and the driver is most of what a small script costs. A
 * script that wants it made otherwise (debug printf on or off) gets a new one;
 * each script still gets a device of its own. */
typedef struct VkKeep {
    VkInstance instance;
    VkDebugUtilsMessengerEXT messenger;
    PFN_vkDestroyDebugUtilsMessengerEXT destroy_messenger;
    bool debug_printf;     /* made with the validation layer's debug printf */
    struct Vk *current;    /* the script its messages are for; NULL between scripts */
    int stray_errors;      /* validation errors while no script ran */
} VkKeep;

typedef struct Vk {
    const Options *opts;
    const char *filename;
    VkKeep *keep;
    VkInstance instance;   /* keep->instance */
    VkPhysicalDevice phys;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem_props;
    VkDevice device;
    uint32_t queue_family;
    VkQueue queue;
    int validation_errors;
    char *skip_reason;
    bool debug_printf;        /* --debug-printf or a script that expects printf output */
    ARRAY(char *) printf_lines; /* the debugPrintfEXT messages so far, in order */
} Vk;

/* Makes (or reuses) keep's instance and a device that meets the script's
 * requirements. RESULT_SKIP when none does (vk->skip_reason says why),
 * RESULT_FAIL on errors. */
RunResult vk_init(Vk *vk, VkKeep *keep, const Options *opts, const Script *s);
/* Destroys the script's device; the instance stays in vk->keep. */
void vk_free(Vk *vk);
/* Destroys the kept instance; returns the validation errors it reported
 * while no script ran (at vkDestroyInstance, say). */
int vk_keep_free(VkKeep *keep);
/* Reports a failed Vulkan call: "FILE: error: what: VK_ERROR_...". */
bool vk_check(Vk *vk, VkResult r, const char *what);
const char *vk_result_name(VkResult r);
int32_t memory_type_index(const Vk *vk, uint32_t type_bits, VkMemoryPropertyFlags want);

/* ---- resources.c, pipeline.c, exec.c: the objects one script runs with ---- */

#define MAX_SETS 32

typedef struct GpuBuffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    void *map;
    VkDeviceSize size;
    bool coherent;
} GpuBuffer;

/* A texture, sampler or storage image of the script: the image, its view
 * and memory, or the texel buffer and its view, and the sampler. */
typedef struct GpuImage {
    VkImage image;
    VkDeviceMemory memory;
    VkImageView view;
    VkImageLayout layout; /* the one shaders use it in */
    GpuBuffer buffer;     /* texel buffers */
    VkBufferView buffer_view;
    VkSampler sampler;
} GpuImage;

typedef struct Runner {
    Vk vk;
    const Script *script;
    const Options *opts;
    /* The framebuffer: a colour image, an optional depth/stencil image, and a
     * host-visible buffer its colour is copied to for probes. */
    VkImage color_image, depth_image;
    VkDeviceMemory color_memory, depth_memory;
    VkImageView color_view, depth_view;
    VkRenderPass render_pass;
    VkFramebuffer framebuffer;
    GpuBuffer readback;
    bool readback_valid; /* nothing drawn since the last copy */
    /* The script's buffers, in Script.buffers order, and the vertex data. */
    GpuBuffer *buffers;
    GpuImage *images;    /* in Script.images order */
    GpuBuffer vertex_buffer, index_buffer, rect_buffer;
    VkDescriptorSetLayout set_layouts[MAX_SETS];
    VkDescriptorSet sets[MAX_SETS];
    uint32_t n_sets;
    VkDescriptorPool pool;
    VkPipelineLayout layout;
    VkShaderModule modules[N_STAGES];
    VkPipeline *pipelines; /* one per Script.keys entry, made when first used */
    VkCommandPool cmd_pool;
    VkCommandBuffer cmd;
    VkFence fence;
    /* Execution state. */
    bool recording, in_render_pass;
    uint8_t *push_data;
    size_t push_size;
} Runner;

/* resources.c */
bool resources_create(Runner *r);
void resources_free(Runner *r);
/* Memory for `req` with the `want` properties (else `fallback`); *got, when
 * not NULL, says which it has. */
bool gpu_memory_allocate(Runner *r, VkMemoryRequirements req, VkMemoryPropertyFlags want,
                         VkMemoryPropertyFlags fallback, VkDeviceMemory *out, VkMemoryPropertyFlags *got);
bool gpu_buffer_create(Runner *r, GpuBuffer *b, VkDeviceSize size, VkBufferUsageFlags usage);
void gpu_buffer_free(Runner *r, GpuBuffer *b);
bool gpu_buffer_flush(Runner *r, GpuBuffer *b);      /* host writes -> device */
bool gpu_buffer_invalidate(Runner *r, GpuBuffer *b); /* device writes -> host */
/* Index into Script.buffers of set:binding, or -1. */
int find_buffer(const Script *s, uint32_t set, uint32_t binding);

/* pipeline.c */
bool shaders_create(Runner *r);
bool pipeline_layout_create(Runner *r);
/* The pipeline for key `k`, made on first use; VK_NULL_HANDLE on failure. */
VkPipeline pipeline_get(Runner *r, size_t k, int line);
void pipelines_free(Runner *r);

/* images.c */
/* NULL when the device can make every image of the script, else why not. */
char *images_unmet(VkPhysicalDevice phys, const VkPhysicalDeviceProperties *props, const Script *s);
/* Makes the images, samplers and texel buffers and uploads their patterns. */
bool images_create(Runner *r);
void images_free(Runner *r);
VkDescriptorType image_descriptor_type(const ScriptImage *im);
/* Points binding im of r->sets at image i. */
void image_write_descriptor(Runner *r, size_t i);
/* False (with a report) when the probe fails; *vk_ok false on Vulkan errors. */
bool probe_image(Runner *r, const Command *c, bool *vk_ok);

/* exec.c */
RunResult run_script(const Script *s, const Options *opts, VkKeep *keep);
/* Starts recording into r->cmd unless it already is. */
bool exec_begin(Runner *r);
/* Ends the render pass, submits what was recorded and waits for it. */
bool exec_submit(Runner *r);

/* ---- png.c ---- */

/* Writes 8-bit RGBA rows (width*4 bytes each) as a PNG. */
bool png_write(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height);

#endif
